import { endpoints } from '../../contract';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { checkTotp, guardedCheck } from '../../security/second-factor';
import { cardRevealOperation } from '../../security/operation';
import { verifyOperationPasskey } from '../../security/passkeys';
import { loadUser } from '../../domain/users';
import { ownCard } from '../../lib/customer-funds/owned';

export const NO_AUTHENTICATOR =
  'Set up an authenticator app in your profile first: the CVV is shown after its code.';

/** CVV and card number reveal: always the authenticator, a confirmed one (same lockout as every flow). With card_id the answer
 * carries that card's CVV and full number (contract 1.4), only while it is Active; neither appears anywhere else
 * (PCI DSS 3.4.1: the PAN is masked wherever it is displayed without this step). */
export const verify2faHandler = defineHandler(endpoints['cards.verify2FA'], async (ctx) => {
  const { db, userId, body } = ctx;
  const card = body.card_id ? await ownCard(db, userId, body.card_id) : null;
  if (body.passkey) {
    // A passkey instead (contract 1.11): its challenge was derived from this very card's reveal.
    await verifyOperationPasskey(
      db,
      ctx.config.passkey,
      userId,
      body.passkey,
      cardRevealOperation(body.card_id),
    );
  } else {
    // Only a confirmed authenticator: a setup started and never confirmed leaves a secret the customer may not
    // hold, and without one every code would be refused as merely "invalid" (issue 44: a dead end).
    if (!(await loadUser(db, userId)).totpEnabled) throw new ApiError('409', NO_AUTHENTICATOR);
    const code = body.authcode ?? '';
    await guardedCheck(db, userId, (tx, lastStep) => checkTotp(tx, userId, lastStep, code));
  }
  if (!card) return ok(null, 'Verified');
  if (card.status !== 'Active' || !card.cvv) throw new ApiError('409', 'This card is not active');
  return ok(
    { card_id: String(card.id), cvv_number: card.cvv, card_number: card.cardNumber ?? '' },
    'Verified',
  );
});
