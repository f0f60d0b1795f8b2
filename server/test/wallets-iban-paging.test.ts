import { ibanTransactions } from '../src/db/schema/index';
import { useHarness } from './support/harness';
import { accountOf, funded, get, prepare } from './wallets-kit';

// Contract 1.3 on the IBAN balance sheets: ?currency= fills that sheet only, from/to (UTC days, inclusive) and
// status filter in SQL, page/size answer a page plus paging.total, statuses lists the sheet's statuses.
const h = useHarness();
beforeEach(() => prepare(h));

const withHistory = async () => {
  const { user, token } = await funded(h);
  const eur = await accountOf(h, user.id, 'iban', 'EUR');
  const usd = await accountOf(h, user.id, 'iban', 'USD');
  const row = (accountId: number, currency: string, day: string, status: string, n: number) => ({
    userId: user.id,
    accountId,
    currency,
    status,
    reference: `IBAN-T-${currency}-${n}`,
    sender: 'Acme',
    recipient: 'Test',
    paymentType: 'SEPA',
    debitCredit: 'Credit',
    amount: `${n}.00`,
    createdAt: new Date(`${day}T12:00:00Z`),
  });
  await h.database.db
    .insert(ibanTransactions)
    .values([
      row(eur.id, 'EUR', '2026-03-01', 'Completed', 1),
      row(eur.id, 'EUR', '2026-03-02', 'Pending', 2),
      row(eur.id, 'EUR', '2026-03-03', 'Completed', 3),
      row(eur.id, 'EUR', '2026-03-04', 'Failed', 4),
      row(eur.id, 'EUR', '2026-03-05', 'Completed', 5),
      row(usd.id, 'USD', '2026-03-02', 'Completed', 6),
    ]);
  return token;
};
const history = (token: string, query = '') =>
  get(h, token, `user/account/get-iban-account-transaction-history${query}`);
const amounts = (rows: { amount: string }[]) => rows.map((r) => r.amount);

test('without a query string both sheets are whole, newest first (as the spec calls it)', async () => {
  const token = await withHistory();
  const { json } = await history(token);
  expect(amounts(json.data.EUR)).toEqual(['5.00', '4.00', '3.00', '2.00', '1.00']);
  expect(amounts(json.data.USD)).toEqual(['6.00']);
  expect(json.paging).toBeUndefined();
});

test('currency, page and size: that sheet only, one page, its total and its statuses', async () => {
  const token = await withHistory();
  const { json } = await history(token, '?currency=EUR&page=2&size=2');
  expect(amounts(json.data.EUR)).toEqual(['3.00', '2.00']);
  expect(json.data.USD).toEqual([]);
  expect(json.paging).toEqual({ page: 2, size: 2, total: 5 });
  expect(json.statuses).toEqual(['Completed', 'Failed', 'Pending']);
});

test('from/to are whole UTC days, both inclusive; status filters rows and total, not the statuses', async () => {
  const token = await withHistory();
  const days = (await history(token, '?currency=EUR&from=2026-03-02&to=2026-03-04&page=1&size=10')).json;
  expect(amounts(days.data.EUR)).toEqual(['4.00', '3.00', '2.00']);
  const completed = (await history(token, '?currency=EUR&status=Completed&page=1&size=10')).json;
  expect(amounts(completed.data.EUR)).toEqual(['5.00', '3.00', '1.00']);
  expect(completed.paging.total).toBe(3);
  expect(completed.statuses).toEqual(['Completed', 'Failed', 'Pending']);
  // The statement export: every matching row in one request (no page/size).
  expect(amounts((await history(token, '?currency=EUR&status=Completed')).json.data.EUR)).toEqual([
    '5.00',
    '3.00',
    '1.00',
  ]);
});

test("a stranger's sheet is empty; bad values are a 400 naming the field", async () => {
  await withHistory();
  const { token } = await funded(h);
  const theirs = (await history(token, '?currency=EUR&page=1&size=10')).json;
  expect(theirs.data.EUR).toEqual([]);
  expect(theirs.paging.total).toBe(0);
  expect((await history(token, '?currency=GBP')).json.message).toBe('currency: currency must be EUR or USD');
  expect((await history(token, '?page=1&size=5')).json.message).toContain('page and size need currency');
  expect((await history(token, '?currency=EUR&from=2026-13-01')).json.message).toContain(
    'from must be a date YYYY-MM-DD',
  );
});
