import { endpoints } from '../../contract';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { ownCard } from '../../lib/customer-funds/owned';
import { cardRevealOperation, operationHash, recentPendingOperation } from '../../security/operation';
import { operationOptions } from '../../security/passkeys';

export const NOTHING_TO_CONFIRM =
  'Review the operation again: there is nothing to confirm with your passkey.';

/**
 * The challenge of what the customer is confirming: the operation its check call noted (amount, currency,
 * payee, as the server computed them), or, with card_id, that card's CVV reveal. Nothing the browser says about
 * the amount is used: the final call's own operation must hash to the same challenge.
 */
export const passkeyOperationOptionsHandler = defineHandler(
  endpoints['passkey.operationOptions'],
  async ({ db, config, userId, body }) => {
    let opHash: string;
    if (body.card_id) {
      await ownCard(db, userId, Number(body.card_id));
      opHash = operationHash(cardRevealOperation(body.card_id));
    } else {
      const pending = await recentPendingOperation(db, userId);
      if (!pending) throw new ApiError('409', NOTHING_TO_CONFIRM);
      opHash = pending.opHash;
    }
    return ok(await operationOptions(db, config.passkey, userId, opHash));
  },
);
