import { endpoints, formatFiat } from '../../contract';
import { outgoingWires, wireTemplates } from '../../db/schema/index';
import { checkYearly, fiatLimitSettings, lockUserMoney, withdrawnThisYear } from '../../domain/limits';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { hold } from '../../ledger/index';
import { notePendingOperation } from '../../security/pending-operation';
import { verifySecondFactor } from '../../security/second-factor';
import { originOf, recordSecurityEvent } from '../../security/security-events';
import { newReference } from '../../lib/ledger-accounts';
import { ownTemplate } from './templates';
import { quoteWire, wireDisplay, wireOperation } from './wire-quote';

/** Preview: fee and total; notes the operation so the next SMS code is bound to it. Moves nothing. */
export const outgoingWireCheckHandler = defineHandler(
  endpoints['outgoingTransfer.outgoingWireCheck'],
  async ({ db, userId, body }) => {
    const q = await quoteWire(db, userId, body);
    await notePendingOperation(db, userId, wireOperation(q));
    return ok(
      wireDisplay(
        q,
        `INVOICE-${q.account.accountNumber ?? ''}`,
        `Wire to ${body.customer_name}, fee ${formatFiat(q.fee, q.account.currency)}`,
      ),
    );
  },
);

/** Submit: second factor (outgoingotp), then amount + fee held until the team completes or fails the wire. */
export const outgoingWireHandler = defineHandler(
  endpoints['outgoingTransfer.outgoingWire'],
  async ({ db, config, userId, body, ip, request }) => {
    if (body.template_option) await ownTemplate(db, userId, body.template_option);
    const q = await quoteWire(db, userId, body);
    await verifySecondFactor(db, {
      userId,
      flow: 'outgoingotp',
      authCode: body.auth_code,
      smsCode: body.otp,
      passkey: { answer: body.passkey, rp: config.passkey },
      operation: wireOperation(q),
      fields: { sms: 'otp' },
      exactAmount: true,
    });
    const reference = newReference('WIRE');
    await db.transaction(async (tx) => {
      await lockUserMoney(tx, userId);
      checkYearly(
        q.amount,
        await withdrawnThisYear(tx, userId, q.account.currency),
        (await fiatLimitSettings(tx)).yearlywithdrawlimit,
        'withdrawal',
      );
      const holdId = await hold(tx, { accountId: q.account.id, amount: q.total, reference });
      await tx.insert(outgoingWires).values({
        userId,
        reference,
        holdId,
        accountId: q.account.id,
        currency: q.account.currency,
        amount: q.amount,
        adminFees: q.fee,
        totalAmount: q.total,
        payee: q.payee,
      });
      // "Save beneficiary" only for a new payee (a picked template hides the option on the form).
      if (body.checkboxval && body.templatename && !body.template_option) {
        await tx
          .insert(wireTemplates)
          .values({ userId, accountId: q.account.id, tempName: body.templatename, payee: q.payee });
        await recordSecurityEvent(tx, userId, 'payee_added', originOf({ ip, request }), body.templatename);
      }
    });
    return ok(
      wireDisplay(q, reference, 'Your wire was submitted and is pending review'),
      'Your wire was submitted and is pending review',
    );
  },
);
