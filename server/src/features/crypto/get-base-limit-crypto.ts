import { endpoints } from '../../contract';
import { cryptoBaseLimits } from '../../domain/limits';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';

export const getBaseLimitCryptoHandler = defineHandler(
  endpoints['limits.getBaseLimitCrypto'],
  async ({ db, body }) => ok(await cryptoBaseLimits(db, body.coinname.toUpperCase())),
);
