import { endpoints } from '../../contract';
import { fiatBaseLimits } from '../../domain/limits';
import { cardLimits, exchangeCoinLimits, exchangeFiatLimits } from '../../domain/exchange-limits';
import { isCoin } from '../../adapters/market-prices';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { notFound } from '../../http/api-error';

export const getBaseLimitHandler = defineHandler(
  endpoints['limits.getBaseLimit'],
  async ({ db, userId, body }) => {
    const currency = body.coinname.toUpperCase();
    if (isCoin(currency)) return ok(await exchangeCoinLimits(db, currency));
    if (currency !== 'EUR' && currency !== 'USD') throw notFound('Unknown currency');
    // Spec 03 §7: the card top-up and card → account limits (in the card's currency) travel in the same answer.
    const [cardTopup, accountTopup] = [
      await cardLimits(db, 'cardtopup'),
      await cardLimits(db, 'accounttopup'),
    ];
    const cardFields = {
      mincardtopup: cardTopup.min,
      maxcardtopup: cardTopup.max,
      minaccounttopup: accountTopup.min,
      maxaccounttopup: accountTopup.max,
    };
    return ok({
      ...(await fiatBaseLimits(db, userId, currency)),
      ...(await exchangeFiatLimits(db, currency)),
      ...cardFields,
    });
  },
);
