import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { balanceSheetOf } from '../../lib/balance-sheet';
import { accountsOf } from '../../lib/ledger-accounts';

/** The fiat virtual-wallet balance sheet: every posting on the user's fiat wallets, newest first. */
export const getAllInternalHandler = defineHandler(endpoints['account.getAllInternal'], async ({ db, userId }) =>
  ok(await balanceSheetOf(db, await accountsOf(db, userId, 'fiat'))),
);
