import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { endpoints } from '../src/contract';
import { rowsOf } from '../src/db/client';
import { trialBalance } from '../src/ledger/index';
import { DEMO_PASSWORD } from '../src/seed/demo-users';
import { seedHistory } from '../src/seed/history-seed';
import { seedIfEmpty } from '../src/seed/index';
import { call, login, useHarness } from './support/harness';
import { resetDb } from './support/test-db';

const h = useHarness();

const TABLES = [
  'fiat_deposits',
  'iban_transactions',
  'outgoing_wires',
  'wire_templates',
  'internal_transfers',
  'crypto_deposits',
  'crypto_withdrawals',
  'crypto_transfers',
  'crypto_addresses',
  'exchange_orders',
  'swap_orders',
  'cards',
  'card_transactions',
  'card_usage',
];

const counts = async (userId: number) => {
  const out: Record<string, number> = {};
  for (const table of TABLES)
    out[table] = rowsOf<{ n: number }>(
      await h.database.db.execute(
        sql.raw(`select count(*)::int as n from ${table} where user_id = ${userId}`),
      ),
    )[0]!.n;
  return out;
};
const statuses = async (table: string, column = 'status') =>
  rowsOf<{ s: string }>(
    await h.database.db.execute(sql.raw(`select distinct ${column} as s from ${table} order by 1`)),
  ).map((r) => r.s);

const LISTS = [
  'account.getAllInternal',
  'internalTransfer.getAllInternals',
  'cryptoExchange.getAllCryptoTransaction',
  'cryptoExchange.getAllCryptoExchange',
  'cards.getUserCards',
  'cards.getUserCardsTransactions',
  'cards.getUserCardUsageTransactions',
  'deposit.getDepositFund',
] as const;

test('the demo history: ~300 rows of every kind, balanced books, lists answer them, seeding twice adds nothing', async () => {
  process.env.UPLOAD_DIR = h.config.uploadDir;
  await resetDb(h.database.db);
  const started = Date.now();
  expect(await seedIfEmpty(h.database.db)).toBe(true);
  const seconds = (Date.now() - started) / 1000;
  expect(seconds).toBeLessThan(60);

  expect(Object.values(await trialBalance(h.database.db)).every((total) => Number(total) === 0)).toBe(true);
  const negative = rowsOf<{ n: number }>(
    await h.database.db.execute(
      sql`select count(*)::int as n from ledger_accounts where not allow_negative and balance - held < 0`,
    ),
  );
  expect(negative[0]!.n).toBe(0);

  const [me] = rowsOf<{ id: number }>(
    await h.database.db.execute(sql`select id from users where email = 'personal@demo.portal'`),
  );
  const before = await counts(me!.id);
  expect(Object.values(before).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(250);
  for (const table of TABLES) expect(before[table]).toBeGreaterThan(0);
  expect(await statuses('cards', 'usercard_status')).toEqual([
    'Active',
    'Approved',
    'Blocked',
    'Pending',
    'Rejected',
  ]);
  expect(
    rowsOf<{ c: string }>(
      await h.database.db.execute(
        sql`select card_currancy as c from cards where usercard_status = 'Active' order by 1`,
      ),
    ).map((r) => r.c),
  ).toEqual(['EUR', 'USD']);
  for (const table of ['fiat_deposits', 'outgoing_wires', 'crypto_withdrawals', 'exchange_orders'])
    expect(await statuses(table)).toEqual(['Completed', 'Failed', 'Pending']);
  expect(await statuses('card_usage', 'issue_status')).toEqual(['Completed', 'Failed', 'Pending']);
  expect(await statuses('iban_transactions', 'debit_credit')).toEqual(['CREDIT', 'DEBIT']);
  expect(await statuses('iban_transactions', 'payment_type')).toContain('INTERNAL');
  const wallets = rowsOf<{ currency: string; balance: string; held: string }>(
    await h.database.db.execute(
      sql`select currency, balance, held from ledger_accounts where owner_user_id = ${me!.id} and kind in ('fiat', 'crypto')`,
    ),
  );
  const target: Record<string, number> = { EUR: 12000, USD: 8000, BTC: 0.35, ETH: 4, USDT: 2500, USDC: 1200 };
  for (const w of wallets)
    expect(Math.abs(Number(w.balance) - target[w.currency]!) / target[w.currency]!).toBeLessThan(0.05);
  // The history lies in the past year, and the balance sheet's running balance follows the dates.
  const span = rowsOf<{ oldest: Date; newest: Date }>(
    await h.database.db.execute(
      sql`select min(created_at) as oldest, max(created_at) as newest from internal_transfers`,
    ),
  )[0]!;
  expect(Date.now() - new Date(span.oldest).getTime()).toBeGreaterThan(300 * 86_400_000);
  expect(new Date(span.newest).getTime()).toBeLessThanOrEqual(Date.now());

  const { jwt_token: token } = await login(h, 'personal@demo.portal', DEMO_PASSWORD);
  const answers: Record<string, { data: unknown } & Record<string, unknown>> = {};
  for (const id of LISTS) {
    const endpoint = endpoints[id];
    const { json } = await call(h, endpoint.method as 'GET', endpoint.path, { token });
    const parsed = v.safeParse(endpoint.answer, json);
    if (!parsed.success)
      throw new Error(
        `${id}: ${JSON.stringify(parsed.issues.slice(0, 3).map((i) => [i.path?.map((p) => p.key).join('.'), i.message]))}`,
      );
    answers[id] = json;
  }
  const sheet = answers['account.getAllInternal']!.data as { created_datetime: string }[];
  expect(sheet.length).toBeGreaterThan(100);
  expect(sheet.map((r) => r.created_datetime)).toEqual(
    [...sheet.map((r) => r.created_datetime)].sort().reverse(),
  );
  expect((answers['internalTransfer.getAllInternals']!.data as unknown[]).length).toBeGreaterThan(
    before.internal_transfers!,
  );
  expect((answers['internalTransfer.getAllInternals']!.outgoing as unknown[]).length).toBe(
    before.outgoing_wires,
  );
  const crypto = answers['cryptoExchange.getAllCryptoTransaction']!.data as Record<string, unknown[]>;
  for (const list of [
    'transfer_array',
    'withdrawtransaction',
    'buyselltra',
    'swaptra',
    'deposittransaction',
    'depoaddress',
    'withaddress',
  ])
    expect(crypto[list]!.length).toBeGreaterThan(0);
  expect(
    (answers['cryptoExchange.getAllCryptoExchange']!.data as { buyselltra: unknown[] }).buyselltra.length,
  ).toBe(before.exchange_orders);
  expect((answers['cards.getUserCards']!.data as unknown[]).length).toBeGreaterThan(0);
  expect((answers['cards.getUserCardUsageTransactions']!.data as unknown[]).length).toBe(before.card_usage);
  expect((answers['deposit.getDepositFund']!.data as unknown[]).length).toBe(before.fiat_deposits);

  // Seeding again: the entry refuses a database with users, and the history refuses a user with cards.
  expect(await seedIfEmpty(h.database.db)).toBe(false);
  expect(await seedHistory(h.database.db)).toBe(0);
  expect(await counts(me!.id)).toEqual(before);
  expect(Object.values(await trialBalance(h.database.db)).every((total) => Number(total) === 0)).toBe(true);
}, 120_000);
