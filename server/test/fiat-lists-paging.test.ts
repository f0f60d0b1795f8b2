import { and, desc, eq, inArray } from 'drizzle-orm';
import { commands } from '../src/cli/commands/index';
import { internalTransfers, ledgerAccounts, ledgerPostings, outgoingWires } from '../src/db/schema/index';
import { call, login, makeUser, useHarness } from './support/harness';

// Contract 1.1 on the /fiat-transactions bundle: ?list=ledger|internal|outgoing with page/size, from/to (UTC days,
// inclusive) and account, all in SQL; without a query string the bundle answers as the spec calls it.
const h = useHarness();
const db = () => h.database.db;
type Row = Record<string, string>;

const fiatAccount = async (userId: number, currency: string) =>
  (
    await db()
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.ownerUserId, userId),
          eq(ledgerAccounts.kind, 'fiat'),
          eq(ledgerAccounts.currency, currency),
        ),
      )
  )[0]!;

/** A user with n EUR deposits (n ledger postings), n internal transfers and n wires, one per day from 2026-01-01. */
const withHistory = async (n: number) => {
  const user = await makeUser(h, { kyc: 'Approved' });
  const other = await makeUser(h, { kyc: 'Approved' });
  await commands.find((c) => c.name === 'transactions')!.run(db(), [user.email, String(n)]);
  const eur = await fiatAccount(user.id, 'EUR');
  const usd = await fiatAccount(user.id, 'USD');
  const theirs = await fiatAccount(other.id, 'EUR');
  const postings = await db()
    .select({ id: ledgerPostings.id })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.accountId, eur.id))
    .orderBy(ledgerPostings.id);
  for (const [i, p] of postings.entries()) {
    await db()
      .update(ledgerPostings)
      .set({ createdAt: new Date(Date.UTC(2026, 0, 1 + i, 23, 30)) })
      .where(eq(ledgerPostings.id, p.id));
  }
  for (let i = 0; i < n; i += 1) {
    const createdAt = new Date(Date.UTC(2026, 0, 1 + i, 0, 0, 1));
    const from = i % 2 ? usd : eur;
    await db()
      .insert(internalTransfers)
      .values({
        userId: user.id,
        reference: `IT-${user.id}-${i}`,
        fromAccountId: from.id,
        toAccountId: theirs.id,
        toUserId: other.id,
        currency: from.currency,
        amount: '1',
        status: 'Completed',
        createdAt,
      });
    await db()
      .insert(outgoingWires)
      .values({
        userId: user.id,
        reference: `OW-${user.id}-${i}`,
        accountId: from.id,
        currency: from.currency,
        amount: '1',
        adminFees: '0',
        totalAmount: '1',
        payee: { customer_name: `Payee ${i}` },
        status: 'Pending',
        createdAt,
      });
  }
  return {
    token: (await login(h, user.email)).jwt_token,
    otherToken: (await login(h, other.email)).jwt_token,
    eur,
    usd,
    theirs,
  };
};
const lists = (token: string, query = '') =>
  call(h, 'GET', `user/internaltransfer/GetAllInternals${query}`, { token });

test('without a query string: the whole bundle as before, newest first, no paging', async () => {
  const { token } = await withHistory(6);
  const { status, json } = await lists(token);
  expect(status).toBe(200);
  expect(json.data).toHaveLength(6);
  expect(json.outgoing).toHaveLength(6);
  expect(json.balancedata).toHaveLength(6);
  expect(json.useraccount.length).toBeGreaterThan(0);
  expect(json.paging).toBeUndefined();
  const ids = json.balancedata.map((r: Row) => Number(r.balance_sheet_id));
  expect(ids).toEqual([...ids].sort((a, b) => b - a));
});

test.each([
  ['ledger', 'balancedata', 'balance_sheet_id'],
  ['internal', 'data', 'internal_id'],
  ['outgoing', 'outgoing', 'fiat_with_trans_id'],
] as const)(
  'list=%s page 2 of size 5: that slice with the total, the other lists empty, useraccount filled',
  async (list, field, idKey) => {
    const { token } = await withHistory(12);
    const whole = (await lists(token)).json[field] as Row[];
    const { json } = await lists(token, `?list=${list}&page=2&size=5`);
    expect(json.paging).toEqual({ page: 2, size: 5, total: 12 });
    expect((json[field] as Row[]).map((r) => r[idKey])).toEqual(whole.slice(5, 10).map((r) => r[idKey]));
    expect(json[field]).toEqual(whole.slice(5, 10));
    for (const otherField of ['data', 'outgoing', 'balancedata'].filter((f) => f !== field))
      expect(json[otherField]).toEqual([]);
    expect(json.useraccount.length).toBeGreaterThan(0);
    // Without page/size (the export of every matching row): the whole list, no paging.
    const all = (await lists(token, `?list=${list}`)).json;
    expect(all[field]).toEqual(whole);
    expect(all.paging).toBeUndefined();
  },
);

test('from/to are inclusive UTC days (23:30 and 00:00:01 count on their own day)', async () => {
  const { token } = await withHistory(10);
  const ledger = (await lists(token, '?list=ledger&from=2026-01-03&to=2026-01-05&page=1&size=50')).json;
  expect(ledger.paging.total).toBe(3);
  expect(ledger.balancedata.map((r: Row) => r.created_datetime)).toEqual([
    '2026-01-05 23:30:00',
    '2026-01-04 23:30:00',
    '2026-01-03 23:30:00',
  ]);
  const internal = (await lists(token, '?list=internal&from=2026-01-03&to=2026-01-03&page=1&size=5')).json;
  expect(internal.data.map((r: Row) => r.created_datetime)).toEqual(['2026-01-03 00:00:01']);
  expect((await lists(token, '?list=outgoing&from=2026-01-09')).json.outgoing).toHaveLength(2);
  // Filters apply without list too (every list of the bundle).
  const bundle = (await lists(token, '?to=2026-01-02')).json;
  expect([bundle.data.length, bundle.outgoing.length, bundle.balancedata.length]).toEqual([2, 2, 2]);
});

test('the account filter narrows each list to that account', async () => {
  const { token, eur, usd } = await withHistory(8);
  const internal = (await lists(token, `?list=internal&account=${usd.id}&page=1&size=50`)).json;
  expect(internal.paging.total).toBe(4);
  expect(internal.data.every((r: Row) => r.from_account_fk === String(usd.id))).toBe(true);
  const outgoing = (
    await lists(token, `?list=outgoing&account=${eur.id}&from=2026-01-01&to=2026-01-03&page=1&size=50`)
  ).json;
  expect(outgoing.outgoing.map((r: Row) => r.created_datetime)).toEqual([
    '2026-01-03 00:00:01',
    '2026-01-01 00:00:01',
  ]);
  expect((await lists(token, `?list=ledger&account=${usd.id}&page=1&size=5`)).json.paging.total).toBe(0);
  expect((await lists(token, `?list=ledger&account=${eur.id}&page=1&size=5`)).json.paging.total).toBe(8);
});

test("another user's account id yields nothing of theirs (nor of the caller's transfers to them)", async () => {
  const { token, otherToken, theirs, eur } = await withHistory(4);
  for (const list of ['ledger', 'internal', 'outgoing']) {
    const { json } = await lists(token, `?list=${list}&account=${theirs.id}&page=1&size=50`);
    expect(json.paging.total).toBe(0);
    expect([...json.data, ...json.outgoing, ...json.balancedata]).toEqual([]);
  }
  // The receiver filtering on the sender's account sees none of the sender's ledger or wires either.
  const received = (await lists(otherToken, `?account=${eur.id}`)).json;
  expect([...received.data, ...received.outgoing, ...received.balancedata]).toEqual([]);
  const ledgerIds = (
    await db()
      .select({ id: ledgerPostings.id })
      .from(ledgerPostings)
      .where(inArray(ledgerPostings.accountId, [theirs.id]))
      .orderBy(desc(ledgerPostings.id))
  ).map((r) => String(r.id));
  const mine = (await lists(token, '?list=ledger')).json.balancedata.map((r: Row) => r.balance_sheet_id);
  expect(mine.filter((id: string) => ledgerIds.includes(id))).toEqual([]);
});

test('bad values are a 400 naming the field', async () => {
  const { token } = await withHistory(1);
  const bad = async (query: string) => {
    const { status, json } = await lists(token, query);
    expect(status).toBe(400);
    return json.message as string;
  };
  expect(await bad('?list=ledger&from=2026-13-01')).toContain('from must be a date YYYY-MM-DD');
  expect(await bad('?list=ledger&to=yesterday')).toContain('to must be a date YYYY-MM-DD');
  expect(await bad('?list=ledger&page=1&size=501')).toContain('size must be at most 500');
  expect(await bad('?list=cards&page=1&size=5')).toContain('list must be one of');
  expect(await bad('?list=ledger&account=abc')).toContain('account must be an account id');
  expect(await bad('?page=1&size=5')).toContain('page and size need list');
});
