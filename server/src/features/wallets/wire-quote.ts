import type { Executor } from '../../db/client';
import { feeFor, fiatFees, toPlaces, userAmount } from '../../domain/fees';
import { checkRange, fiatLimitSettings } from '../../domain/limits';
import { ApiError } from '../../http/api-error';
import { add, dec } from '../../ledger/decimal';
import { type LedgerAccount, available, opAmount, ownAccount } from '../../lib/ledger-accounts';

export type WireBody = {
  account: number;
  swiftcode: string;
  accountname: string;
  address: string;
  country: number;
  abatitle: string;
  accountnumber: string;
  customer_name: string;
  customer_address: string;
  amount: string;
  currancy: 'EUR' | 'USD';
  templatename?: string;
  checkboxval?: boolean;
  template_option?: number;
};
export type WireQuote = {
  account: LedgerAccount;
  amount: string;
  fee: string;
  total: string;
  payee: Record<string, string>;
};

/** Validates a wire against the caller's account, the limits and the available balance; fee = withdrawalFees %. */
export const quoteWire = async (db: Executor, userId: number, body: WireBody): Promise<WireQuote> => {
  const account = await ownAccount(db, userId, body.account, 'fiat');
  // The currency is locked from the account on the form; a different one is a forged request.
  if (account.currency !== body.currancy)
    throw new ApiError('400', 'currancy: Currency must be the account currency');
  const amount = userAmount('amount', body.amount, account.currency);
  const limits = await fiatLimitSettings(db);
  checkRange(amount, limits.minamount, limits.maxamount);
  const fee = feeFor(amount, (await fiatFees(db)).withdrawalFees, account.currency);
  const total = toPlaces(add(amount, fee), account.currency);
  if (dec(available(account)).lt(total))
    throw new ApiError(
      '402',
      `Insufficient balance in ${account.currency} virtual wallet. Total required (including fees): ${total} ${account.currency}.`,
    );
  const payee = {
    swiftcode: body.swiftcode,
    bankname: body.accountname,
    address: body.address,
    country: String(body.country),
    routing: body.abatitle,
    accountnumber: body.accountnumber,
    customer_name: body.customer_name,
    customer_address: body.customer_address,
    currency: account.currency,
    amount,
  };
  return { account, amount, fee, total, payee };
};

/** The second-factor operation of a wire: a code confirms this amount to this beneficiary account. */
export const wireOperation = (q: WireQuote) => ({
  kind: 'outgoingwire',
  amount: opAmount(q.amount),
  currency: q.account.currency,
  payee: `${q.payee.swiftcode}/${q.payee.accountnumber}`,
});

export const wireDisplay = (q: WireQuote, refno: string, details: string) => ({
  success_display_cur: q.account.currency,
  success_display_amount: q.amount,
  success_display_debitamount: q.total,
  success_display_refno: refno,
  success_display_fromaccount: q.account.accountNumber ?? '',
  success_display_fromaccount_cur: q.account.currency,
  success_display_details: details,
});
