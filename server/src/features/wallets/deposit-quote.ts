import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { adminBankAccounts } from '../../db/schema/index';
import { feeFor, fiatFees, userAmount } from '../../domain/fees';
import { checkRange, checkYearly, depositedThisYear, fiatLimitSettings } from '../../domain/limits';
import { notFound } from '../../http/api-error';
import { dec, fmt } from '../../ledger/decimal';
import { accountIn } from '../../lib/ledger-accounts';

export type DepositQuote = {
  currency: string;
  walletId: number;
  accountNumber: string;
  amount: string;
  fee: string;
  credited: string;
};

/** account_id is the provider's bank account the customer pays into; its currency picks the user's wallet. */
export const quoteDeposit = async (
  db: Executor,
  userId: number,
  body: { account_id: number; fundamount: string },
): Promise<DepositQuote> => {
  const [admin] = await db.select().from(adminBankAccounts).where(eq(adminBankAccounts.id, body.account_id));
  if (!admin) throw notFound('Account not found');
  const wallet = await accountIn(db, userId, 'fiat', admin.currency);
  if (!wallet) throw notFound('Account not found');
  const amount = userAmount('fundamount', body.fundamount, admin.currency);
  const limits = await fiatLimitSettings(db);
  checkRange(amount, limits.minbuydepositlimit, limits.maxbuydepositlimit);
  checkYearly(
    amount,
    await depositedThisYear(db, userId, admin.currency),
    limits.yearlydepositlimit,
    'deposit',
  );
  const fee = feeFor(amount, (await fiatFees(db)).depositFees, admin.currency);
  return {
    currency: admin.currency,
    walletId: wallet.id,
    accountNumber: wallet.accountNumber ?? '',
    amount,
    fee,
    credited: fmt(dec(amount).minus(fee), 2),
  };
};
