import { endpoints } from '../../contract';
import { fiatDeposits } from '../../db/schema/index';
import { lockUserMoney } from '../../domain/limits';
import { badRequest } from '../../http/api-error';
import { done, ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { newReference } from '../../lib/ledger-accounts';
import { quoteDeposit } from './deposit-quote';

/** Preview: what will be credited once the transfer arrives (no money moves, nothing is stored). */
export const depositFundCheckHandler = defineHandler(
  endpoints['deposit.depositFundCheck'],
  async ({ db, userId, body }) => {
    const q = await quoteDeposit(db, userId, body);
    return ok({
      success_display_topup_currency: q.currency,
      success_display_topup_amount: q.amount,
      success_display_debit_amount: q.credited,
      success_display_fee_amount: q.fee,
    });
  },
);

/** A Pending deposit record with its proof; no money exists until the team completes it (CLI `deposit complete`). */
export const submitFundDepositHandler = defineHandler(
  endpoints['deposit.submitFundDeposit'],
  async ({ db, userId, body, files }) => {
    const proof = files.file;
    if (!proof) throw badRequest('file: Please Upload Payment Proof');
    await db.transaction(async (tx) => {
      await lockUserMoney(tx, userId);
      const q = await quoteDeposit(tx, userId, body);
      await tx.insert(fiatDeposits).values({
        userId,
        reference: newReference('DEP'),
        accountId: q.walletId,
        currency: q.currency,
        fundAmount: q.amount,
        finaljama: q.credited,
        tenpercnt: q.fee,
        information: body.fundinfo,
        proofUploadId: proof.uploadId,
      });
    });
    return done('Your deposit request was submitted and is pending review');
  },
);
