import type { PriceCoin, PriceCurrency } from '@portal/shared/contract';
import { PRICE_COINS, endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { feedMinute, livePrice } from './price-feed';

/** Live prices of the feed the quotes are made from (issue 23): every coin, or one, in a fiat currency. */
export const getPricesHandler = defineHandler(endpoints['cryptoExchange.getPrices'], async ({ query }) => {
  const { coin, currency } = query as { coin?: PriceCoin; currency: PriceCurrency };
  const at = feedMinute(new Date());
  const coins = coin ? [coin] : PRICE_COINS;
  return ok({ at: at.toISOString(), prices: coins.map((c) => livePrice(c, currency, at)) });
});
