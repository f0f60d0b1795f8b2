import path from 'node:path';

import { configureApi } from '../../shared/src/api/config';
import { sendRequest } from '../../shared/src/api/request';
import { endpoints } from '@portal/shared/contract';
import { expect, test } from '@playwright/test';

import { runScript, sqlValue } from './cluster-state';
import { AMOUNT, PAYEE, TRANSFER } from './customer-load';

/** Issue 45, backups that restore: `pnpm db:backup` of the running cluster, more money moves, `pnpm db:restore`
 * into a new database: its books are those of the backup's moment, not the live ones. */
const PORT = Number(process.env.CLUSTER_PORT ?? 8080);
const SENDER = 'personal@demo.portal';

/** The books as a backup must keep them: every ledger balance, the postings and the transfers. */
const books = (database?: string) =>
  sqlValue<unknown>(
    PORT,
    `select json_build_object(
       'balances', (select json_object_agg(id, balance order by id) from ledger_accounts),
       'postings', (select count(*) from ledger_postings),
       'transfers', (select count(*) from internal_transfers))`,
    database,
  );

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

test('a backup restores into a new database with the books of its moment', async () => {
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
});
