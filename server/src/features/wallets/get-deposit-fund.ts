import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { fiatDeposits, ledgerAccounts } from '../../db/schema/index';
import { wireDate } from '../../db/wire';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { shown } from '../../lib/ledger-accounts';

/** The validated query string (shared/src/contract/schemas/paging.ts). */
type PageQuery = { page?: number; size?: number; status?: string };

/** Newest first. As the spec calls it (no query string): every deposit. With `?page=&size=` (contract 1.1): one
 * page and `paging.total`, optionally only one `status` — a 10,000-row history is then ~20 KB, not ~3 MB. */
export const getDepositFundHandler = defineHandler(endpoints['deposit.getDepositFund'], async ({ db, userId, query }) => {
  const { page, size, status } = query as PageQuery;
  const where: SQL | undefined = and(eq(fiatDeposits.userId, userId), status ? eq(fiatDeposits.status, status) : undefined);
  const paged = page !== undefined && size !== undefined;
  // A page picks its ids first (index only), then joins just those rows: a deep page (offset 4,950) no longer
  // joins every row it skips.
  const pageIds = paged ? db.select({ id: fiatDeposits.id }).from(fiatDeposits).where(where).orderBy(desc(fiatDeposits.id)).limit(size).offset((page - 1) * size) : undefined;
  const rows = await db.select({ d: fiatDeposits, number: ledgerAccounts.accountNumber }).from(fiatDeposits)
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.id, fiatDeposits.accountId))
    .where(pageIds ? inArray(fiatDeposits.id, pageIds) : where).orderBy(desc(fiatDeposits.id));
  const data = rows.map(({ d, number }) => ({
    depositfund_id: String(d.id), created_datetime: wireDate(d.createdAt), fund_amount: shown(d.fundAmount, d.currency), finaljama: shown(d.finaljama, d.currency), tenpercnt: shown(d.tenpercnt, d.currency),
    account_currency_type: d.currency, withdraw_status: d.status, account_number: number ?? '', information: d.information, transaction_hash: d.transactionHash ?? d.reference,
  }));
  if (!paged) return ok(data);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(fiatDeposits).where(where);
  return ok(data, 'Success', { paging: { page, size, total } });
});
