import { endpoints } from '../../contract';
import { ibanTransactions } from '../../db/schema/index';
import { feeFor, fiatFees, toPlaces, userAmount } from '../../domain/fees';
import {
  checkRange,
  checkYearly,
  fiatLimitSettings,
  lockUserMoney,
  withdrawnThisYear,
} from '../../domain/limits';
import { ApiError } from '../../http/api-error';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { add, dec, hold } from '../../ledger/index';
import { available, ibanAccountIn, newReference } from '../../lib/ledger-accounts';

/** To an external IBAN: amount + withdrawalFees are held; the team completes or fails it (CLI `withdrawal`). */
export const ibanWithdrawalHandler = defineHandler(
  endpoints['account.withdrawalAccountToExternalAccount'],
  async ({ db, userId, body }) => {
    const currency = body.withdrawal_currency;
    const amount = userAmount('withdrawal_amount', body.withdrawal_amount, currency);
    if (!dec(amount).gt(0)) throw new ApiError('400', 'Please enter a valid amount.');
    const iban = await ibanAccountIn(db, userId, currency);
    const fee = feeFor(amount, (await fiatFees(db)).withdrawalFees, currency);
    const total = toPlaces(add(amount, fee), currency);
    if (dec(available(iban)).lt(total))
      throw new ApiError(
        '402',
        `Insufficient balance. Total required (including fees): ${toPlaces(total, currency)} ${currency}`,
      );
    const reference = newReference('IBW');
    await db.transaction(async (tx) => {
      await lockUserMoney(tx, userId);
      const limits = await fiatLimitSettings(tx);
      checkRange(amount, limits.minamount, limits.maxamount);
      checkYearly(
        amount,
        await withdrawnThisYear(tx, userId, currency),
        limits.yearlywithdrawlimit,
        'withdrawal',
      );
      const holdId = await hold(tx, { accountId: iban.id, amount: total, reference });
      await tx.insert(ibanTransactions).values({
        userId,
        status: 'Pending',
        reference,
        holdId,
        accountId: iban.id,
        paymentType: 'EXTERNAL',
        debitCredit: 'DEBIT',
        amount,
        currency,
        siteFee: fee,
        sender: iban.ibanNumber ?? '',
        recipient: body.beneficiary_iban_number.replace(/\s+/g, '').toUpperCase(),
      });
    });
    return done('Your withdrawal request was submitted and is pending review');
  },
);
