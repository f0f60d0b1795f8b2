import type { PriceCoin, PriceCurrency, PriceRange } from '@portal/shared/contract';
import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { priceHistory } from './price-feed';

/** The price chart of one pair over 24 h, 7 d or 30 d (issue 23): at most 97 points from the feed. */
export const getPriceHistoryHandler = defineHandler(
  endpoints['cryptoExchange.getPriceHistory'],
  async ({ query }) => {
    const { coin, currency, range } = query as {
      coin: PriceCoin;
      currency: PriceCurrency;
      range: PriceRange;
    };
    return ok(priceHistory(coin, currency, range, new Date()));
  },
);
