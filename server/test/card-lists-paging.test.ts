import { and, eq } from 'drizzle-orm';
import { issueCardNumber } from '../src/adapters/card-processor';
import { cardTransactions, cardUsage, cards, ledgerAccounts } from '../src/db/schema/index';
import { seedCardProducts } from '../src/seed/cards-products';
import { call, login, makeUser, useHarness } from './support/harness';

// Contract 1.1 on the card lists: card, from/to (UTC days, inclusive) and kind in SQL; page+size answer one page
// plus `paging`; without a query string both lists answer as the spec calls them.
const h = useHarness();
const db = () => h.database.db;
type Row = Record<string, string>;

/** A user with two cards; n top-ups on the first (one a day from 2026-01-01, 23:30 UTC), n/2 card fees on the
 * second, and n purchases on the first; a stranger with a card of its own. */
const withHistory = async (n: number) => {
  await seedCardProducts(db());
  const user = await makeUser(h, { kyc: 'Approved' });
  const stranger = await makeUser(h, { kyc: 'Approved' });
  const usd = (
    await db()
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.ownerUserId, user.id),
          eq(ledgerAccounts.kind, 'fiat'),
          eq(ledgerAccounts.currency, 'USD'),
        ),
      )
  )[0]!;
  const card = async (userId: number, name: string) =>
    (
      await db()
        .insert(cards)
        .values({
          userId,
          productId: 2,
          accountId: usd.id,
          currency: 'USD',
          customerName: 'Test User',
          status: 'Active',
          settings: { card_name: name },
          ...issueCardNumber(),
        })
        .returning()
    )[0]!;
  const [first, second, theirs] = [
    await card(user.id, 'First'),
    await card(user.id, 'Second'),
    await card(stranger.id, 'Theirs'),
  ];
  for (let i = 0; i < n; i += 1) {
    const createdAt = new Date(Date.UTC(2026, 0, 1 + i, 23, 30));
    const base = {
      userId: user.id,
      cardtraType: 'credit',
      amount: String(i + 1),
      currency: 'USD',
      debitCurrency: 'USD',
      debitAmount: String(i + 1),
      fees: '0',
      issueStatus: 'Completed',
      createdAt,
    };
    await db()
      .insert(cardTransactions)
      .values({ ...base, cardId: first.id, kind: 'topup', reference: `TOP-${i}` });
    if (i % 2 === 0)
      await db()
        .insert(cardTransactions)
        .values({
          ...base,
          cardId: second.id,
          kind: 'card-fee',
          cardtraType: 'debit',
          reference: `FEE-${i}`,
        });
    await db()
      .insert(cardUsage)
      .values({
        cardId: first.id,
        userId: user.id,
        processorTransactionId: `gtm-${user.id}-${i}`,
        amount: '1',
        currency: 'USD',
        merchant: `Shop ${i}`,
        transactionType: 'purchase',
        createdAt,
      });
  }
  await db()
    .insert(cardUsage)
    .values({
      cardId: theirs.id,
      userId: stranger.id,
      processorTransactionId: `gtm-${stranger.id}`,
      amount: '1',
      currency: 'USD',
      merchant: 'Theirs',
      transactionType: 'purchase',
    });
  return { token: (await login(h, user.email)).jwt_token, first, second, theirs };
};
const txList = (token: string, query = '') =>
  call(h, 'GET', `user/cards/getuserCardsTransactions${query}`, { token });
const usageList = (token: string, query = '') =>
  call(h, 'GET', `user/cards/getuserCardUsageTransactions${query}`, { token });

test('without a query string: every row as before, newest first, no paging', async () => {
  const { token } = await withHistory(6);
  const { json } = await txList(token);
  expect(json.data).toHaveLength(6 + 3);
  expect(json.paging).toBeUndefined();
  expect(json.allcards).toHaveLength(2);
  expect((await usageList(token)).json.data.map((r: Row) => r.merchant)).toEqual([
    'Shop 5',
    'Shop 4',
    'Shop 3',
    'Shop 2',
    'Shop 1',
    'Shop 0',
  ]);
});

test('page 2 of size 5 with the total; kind=topup keeps the top-ups only', async () => {
  const { token } = await withHistory(12);
  const page = (await txList(token, '?kind=topup&page=2&size=5')).json;
  expect(page.paging).toEqual({ page: 2, size: 5, total: 12 });
  expect(page.data.map((r: Row) => r.reference)).toEqual(['TOP-6', 'TOP-5', 'TOP-4', 'TOP-3', 'TOP-2']);
  expect(page.data.every((r: Row) => r.kind === 'topup')).toBe(true);
  expect(page.allcards).toHaveLength(2);
  const usage = (await usageList(token, '?page=3&size=5')).json;
  expect(usage.paging).toEqual({ page: 3, size: 5, total: 12 });
  expect(usage.data.map((r: Row) => r.merchant)).toEqual(['Shop 1', 'Shop 0']);
});

test("from/to are inclusive UTC days; the card filter narrows to that card, a stranger's card gives nothing", async () => {
  const { token, second, theirs } = await withHistory(10);
  const days = (await usageList(token, '?from=2026-01-03&to=2026-01-05')).json.data.map(
    (r: Row) => r.merchant,
  );
  expect(days).toEqual(['Shop 4', 'Shop 3', 'Shop 2']);
  const fees = (await txList(token, `?card=${second.id}&page=1&size=50`)).json;
  expect(fees.paging.total).toBe(5);
  expect(fees.data.every((r: Row) => r.card_id_fk === String(second.id))).toBe(true);
  expect((await usageList(token, `?card=${theirs.id}`)).json.data).toEqual([]);
  expect((await txList(token, `?card=${theirs.id}&page=1&size=5`)).json.paging.total).toBe(0);
});

test('a malformed query is a 400 naming the field', async () => {
  const { token } = await withHistory(1);
  for (const [query, field] of [
    ['?from=2026-13-01', 'from'],
    ['?to=yesterday', 'to'],
    ['?card=abc', 'card'],
    ['?kind=refund', 'kind'],
    ['?page=1&size=501', 'size'],
    ['?page=1', 'page and size'],
  ]) {
    const { status, json } = await txList(token, query);
    expect(status).toBe(400);
    expect(json.message).toContain(field);
  }
});
