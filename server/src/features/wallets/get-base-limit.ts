import { endpoints } from '../../contract';
import { fiatBaseLimits } from '../../domain/limits';
import { exchangeCoinLimits, exchangeFiatLimits } from '../../domain/exchange-limits';
import { isCoin } from '../../adapters/market-prices';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { notFound } from '../../http/api-error';

export const getBaseLimitHandler = defineHandler(endpoints['limits.getBaseLimit'], async ({ db, userId, body }) => {
  const currency = body.coinname.toUpperCase();
  if (isCoin(currency)) return ok(await exchangeCoinLimits(db, currency));
  if (currency !== 'EUR' && currency !== 'USD') throw notFound('Unknown currency');
  return ok({ ...(await fiatBaseLimits(db, userId, currency)), ...(await exchangeFiatLimits(db, currency)) });
});
