import { formatCrypto } from '../../contract';
import type { Executor } from '../../db/client';
import { feeFor, fiatFees, networkFeeAmount, networkFeeOf, userAmount } from '../../domain/fees';
import { checkRange, cryptoBaseLimits } from '../../domain/limits';
import { ApiError } from '../../http/api-error';
import { add, dec, fmt } from '../../ledger/decimal';
import { type LedgerAccount, available, opAmount, ownAccount } from '../../lib/ledger-accounts';

export type WithdrawQuote = {
  wallet: LedgerAccount;
  amount: string;
  siteFee: string;
  networkFee: string;
  fees: string;
  credit: string;
};

/** Debit = the amount typed; the site fee (withdrawalFees %) and the network fee (fixed or %) come off it. */
export const quoteWithdraw = async (
  db: Executor,
  userId: number,
  walletId: number,
  rawAmount: string,
): Promise<WithdrawQuote> => {
  const wallet = await ownAccount(db, userId, walletId, 'crypto');
  const amount = userAmount('withdraw_amount', rawAmount, wallet.currency);
  if (!dec(amount).gt(0)) throw new ApiError('400', 'You must enter amount greater than zero');
  const limits = await cryptoBaseLimits(db, wallet.currency);
  checkRange(amount, limits.mininternallimit, limits.maxinternallimit);
  if (dec(amount).gt(available(wallet))) throw new ApiError('402', 'Not enough balance');
  const siteFee = feeFor(amount, (await fiatFees(db)).withdrawalFees, wallet.currency);
  const networkFee = networkFeeAmount(amount, await networkFeeOf(db, wallet.currency));
  const fees = add(siteFee, networkFee);
  const credit = fmt(dec(amount).minus(fees));
  if (!dec(credit).gt(0))
    throw new ApiError('400', `The amount does not cover the fees (${formatCrypto(fees, wallet.currency)})`);
  return { wallet, amount, siteFee, networkFee, fees, credit };
};

export const withdrawOperation = (amount: string, address: string) => ({
  kind: 'withdrawsubmit',
  amount: opAmount(amount),
  payee: address,
});
