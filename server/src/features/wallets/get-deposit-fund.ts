import { and, count, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import { endpoints } from '../../contract';
import type { Executor } from '../../db/client';
import { fiatDeposits, ledgerAccounts } from '../../db/schema/index';
import { wireDate } from '../../db/wire';
import { ok, streamed } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { keysetBatches, mapBatches } from '../../lib/keyset-batches';
import { shown } from '../../lib/ledger-accounts';

/** The validated query string (shared/src/contract/schemas/paging.ts). */
type PageQuery = { page?: number; size?: number; status?: string };

const columns = {
  id: fiatDeposits.id,
  createdAt: fiatDeposits.createdAt,
  fundAmount: fiatDeposits.fundAmount,
  finaljama: fiatDeposits.finaljama,
  tenpercnt: fiatDeposits.tenpercnt,
  currency: fiatDeposits.currency,
  status: fiatDeposits.status,
  information: fiatDeposits.information,
  transactionHash: fiatDeposits.transactionHash,
  reference: fiatDeposits.reference,
  number: ledgerAccounts.accountNumber,
};
const selectRows = (db: Executor) =>
  db
    .select(columns)
    .from(fiatDeposits)
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.id, fiatDeposits.accountId));
type Row = Awaited<ReturnType<typeof selectRows>>[number];

const wireRow = (d: Row) => ({
  depositfund_id: String(d.id),
  created_datetime: wireDate(d.createdAt),
  fund_amount: shown(d.fundAmount, d.currency),
  finaljama: shown(d.finaljama, d.currency),
  tenpercnt: shown(d.tenpercnt, d.currency),
  account_currency_type: d.currency,
  withdraw_status: d.status,
  account_number: d.number ?? '',
  information: d.information,
  transaction_hash: d.transactionHash ?? d.reference,
});

/** Newest first. As the spec calls it (no query string): every deposit, streamed in batches of 500 (the export
 * of 10,000 rows). With `?page=&size=` (contract 1.1): one page and `paging.total`, optionally only one `status`
 * — a 10,000-row history is then ~20 KB, not ~3 MB. */
export const getDepositFundHandler = defineHandler(
  endpoints['deposit.getDepositFund'],
  async ({ db, userId, query }) => {
    const { page, size, status } = query as PageQuery;
    const where: SQL | undefined = and(
      eq(fiatDeposits.userId, userId),
      status ? eq(fiatDeposits.status, status) : undefined,
    );
    const read = (filter: SQL | undefined, limit?: number) => {
      const rows = selectRows(db).where(filter).orderBy(desc(fiatDeposits.id));
      return limit === undefined ? rows : rows.limit(limit);
    };
    if (page === undefined || size === undefined) {
      return streamed(
        mapBatches(
          keysetBatches(
            (below, batch) =>
              read(and(where, below === undefined ? undefined : lt(fiatDeposits.id, below)), batch),
            (row) => row.id,
          ),
          wireRow,
        ),
      );
    }
    // A page picks its ids first (index only), then joins just those rows: a deep page (offset 4,950) no longer
    // joins every row it skips.
    const pageIds = db
      .select({ id: fiatDeposits.id })
      .from(fiatDeposits)
      .where(where)
      .orderBy(desc(fiatDeposits.id))
      .limit(size)
      .offset((page - 1) * size);
    const data = (await read(inArray(fiatDeposits.id, pageIds))).map(wireRow);
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(fiatDeposits).where(where);
    return ok(data, 'Success', { paging: { page, size, total } });
  },
);
