import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { balanceSheetCount, balanceSheetOf } from '../../lib/balance-sheet';
import { accountsOf } from '../../lib/ledger-accounts';

/** The fiat virtual-wallet balance sheet: every posting on the user's fiat wallets, newest first. Contract 1.3:
 * with `?page=&size=` one page plus `paging.total`. */
export const getAllInternalHandler = defineHandler(
  endpoints['account.getAllInternal'],
  async ({ db, userId, query }) => {
    const { page, size } = query as { page?: number; size?: number };
    const accounts = await accountsOf(db, userId, 'fiat');
    if (page === undefined || size === undefined) return ok(await balanceSheetOf(db, accounts));
    const rows = await balanceSheetOf(db, accounts, undefined, { page, size });
    return ok(rows, 'Success', { paging: { page, size, total: await balanceSheetCount(db, accounts) } });
  },
);
