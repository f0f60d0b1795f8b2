import path from 'node:path';

import { configureApi } from '../../shared/src/api/config';
import { sendRequest } from '../../shared/src/api/request';
import { endpoints } from '@portal/shared/contract';
import { expect, test } from '@playwright/test';

import { runScript, sqlValue } from './cluster-state';
import { AMOUNT, PAYEE, TRANSFER } from './customer-load';
import { startNewPostgres } from './new-postgres';

/** Issue 45, backups that restore: `pnpm db:backup` of the running cluster, more money moves, `pnpm db:restore`
 * into a new database and into a new PostgreSQL cluster: their books are those of the backup's moment, not the live
 * ones. */
const PORT = Number(process.env.CLUSTER_PORT ?? 8080);
// The new PostgreSQL cluster's port: clear of the cluster's own (its port, +1, +11…, +20, +21).
const NEW_CLUSTER_PORT = PORT + 45;
const SENDER = 'personal@demo.portal';

/** The books as a backup must keep them: every ledger balance, every posting (a digest of all its columns but the
 * time) and the transfers. */
const BOOKS = `select json_build_object(
  'balances', (select json_object_agg(id, balance order by id) from ledger_accounts),
  'postings', (select json_build_array(count(*), md5(string_agg(concat_ws(':', id, transaction_id, account_id,
               currency, amount, balance_after), ',' order by id))) from ledger_postings),
  'transfers', (select count(*) from internal_transfers))`;
const books = (database?: string) => sqlValue<unknown>(PORT, BOOKS, database);

const moveMoney = async (keys: string[]) => {
  configureApi({
    baseUrl: process.env.CLUSTER_ORIGIN ?? `https://127.0.0.1:${PORT}`,
    accessKey: process.env.E2E_ACCESS_KEY ?? '',
  });
  const login = await sendRequest(
    endpoints['auth.login'],
    { body: { email_id: SENDER, password: 'Demo!2345' } },
    {},
  );
  const accessToken = (login.data as { data: { jwt_token: string } }).data.jwt_token;
  const wallets = await sendRequest(endpoints['account.getUserAccounts'], {}, { accessToken });
  const accounts = (wallets.data as { data: { account_id_pk: number; account_currency_type: string }[] })
    .data;
  const account = String(accounts.find((wallet) => wallet.account_currency_type === 'EUR')?.account_id_pk);
  for (const key of keys) {
    const body = { account, emailaddress: PAYEE, amount: AMOUNT, currancy: 'EUR', message: key };
    const moved = await sendRequest(TRANSFER, { body, idempotencyKey: key }, { accessToken });
    expect([key, (moved.data as { code: string }).code]).toEqual([key, '200']);
  }
};

test('a backup restores into a new database and a new PostgreSQL cluster with the books of its moment', async () => {
  const file = path.join(test.info().outputDir, 'portal.dump');
  await moveMoney(['before-backup-1']);
  const atBackup = await books();
  await runScript('db-backup.mjs', ['--port', String(PORT), '--out', file]);
  await moveMoney(['after-backup-1', 'after-backup-2']);
  expect(await books()).not.toEqual(atBackup);
  const database = `portal_restored_${Date.now()}`;
  await runScript('db-restore.mjs', [file, '--port', String(PORT), '--database', database]);
  expect(await books(database)).toEqual(atBackup);
  // A restore never overwrites: the same database again is refused.
  await expect(
    runScript('db-restore.mjs', [file, '--port', String(PORT), '--database', database]),
  ).rejects.toThrow(/already exists/);
  await sqlValue(PORT, `drop database ${database}`);
  // The first PostgreSQL is lost: the same dump into a cluster made from nothing.
  const fresh = await startNewPostgres(NEW_CLUSTER_PORT);
  try {
    await runScript('db-restore.mjs', [file, '--server', fresh.url, '--database', 'portal']);
    const target = { port: NEW_CLUSTER_PORT, password: fresh.password };
    expect(await sqlValue(target, BOOKS, 'portal')).toEqual(atBackup);
  } finally {
    await fresh.stop();
  }
});
