import { endpoints } from '../../contract';
import { fiatBaseLimits } from '../../domain/limits';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { notFound } from '../../http/api-error';

export const getBaseLimitHandler = defineHandler(endpoints['limits.getBaseLimit'], async ({ db, userId, body }) => {
  const currency = body.coinname.toUpperCase();
  if (currency !== 'EUR' && currency !== 'USD') throw notFound('Unknown currency');
  return ok(await fiatBaseLimits(db, userId, currency));
});
