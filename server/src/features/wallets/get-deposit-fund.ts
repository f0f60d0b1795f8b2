import { desc, eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { fiatDeposits, ledgerAccounts } from '../../db/schema/index';
import { wireDate } from '../../db/wire';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { shown } from '../../lib/ledger-accounts';

export const getDepositFundHandler = defineHandler(endpoints['deposit.getDepositFund'], async ({ db, userId }) => {
  const rows = await db.select({ d: fiatDeposits, number: ledgerAccounts.accountNumber }).from(fiatDeposits)
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.id, fiatDeposits.accountId))
    .where(eq(fiatDeposits.userId, userId)).orderBy(desc(fiatDeposits.id));
  return ok(rows.map(({ d, number }) => ({
    depositfund_id: String(d.id), created_datetime: wireDate(d.createdAt), fund_amount: shown(d.fundAmount, d.currency), finaljama: shown(d.finaljama, d.currency), tenpercnt: shown(d.tenpercnt, d.currency),
    account_currency_type: d.currency, withdraw_status: d.status, account_number: number ?? '', information: d.information, transaction_hash: d.transactionHash ?? d.reference,
  })));
});
