import { eq, inArray } from 'drizzle-orm';
import { ledgerPostings, ledgerTransactions } from '../src/db/schema/index';
import { add, balanceOf, dec, houseAccount, neg, transfer } from '../src/ledger/index';
import { PDFParse } from 'pdf-parse';
import { useHarness } from './support/harness';
import { accountOf, funded, get, prepare } from './wallets-kit';

// Issue 23: a statement's opening and closing balances come from the ledger; opening + movements = closing;
// only the owner's accounts; the period is validated (a 400 naming the field).
const h = useHarness();
beforeEach(() => prepare(h));

const DAY = 86_400_000;
const dayAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);

/** A movement of `amount` (signed) on the account, booked at noon UTC of `day` (as the seed stamps history). */
const book = async (accountId: number, currency: string, amount: string, day: string, n: number) => {
  const external = await houseAccount(h.database.db, 'external', currency);
  const posted = await h.database.db.transaction((tx) =>
    transfer(tx, {
      legs: [
        { accountId, amount },
        { accountId: external, amount: neg(amount) },
      ],
      reference: `ST-${day}-${n}`,
      kind: dec(amount).gt(0) ? 'fiat-deposit' : 'outgoing-wire',
    }),
  );
  const at = new Date(`${day}T12:00:00Z`);
  await h.database.db
    .update(ledgerTransactions)
    .set({ createdAt: at })
    .where(eq(ledgerTransactions.id, posted.transactionId));
  await h.database.db
    .update(ledgerPostings)
    .set({ createdAt: at })
    .where(inArray(ledgerPostings.transactionId, [posted.transactionId]));
};

/** The demo-funded customer (opening deposits booked now) plus six dated movements on the EUR wallet. */
const withMovements = async () => {
  const { user, token } = await funded(h);
  const eur = await accountOf(h, user.id, 'fiat', 'EUR');
  const moves: [string, string][] = [
    ['100.00', dayAgo(60)],
    ['-30.25', dayAgo(45)],
    ['250.10', dayAgo(30)],
    ['-0.85', dayAgo(30)],
    ['12.00', dayAgo(10)],
    ['-99.99', dayAgo(5)],
  ];
  for (const [i, [amount, day]] of moves.entries()) await book(eur.id, 'EUR', amount, day, i);
  return { user, token, eur };
};

type Row = { amount: string; balance: string };
const statement = (token: string, path: string, query: string) =>
  get(h, token, `user/statements/${path}?${query}`);
const sum = (rows: Row[]) => rows.reduce((total, row) => add(total, row.amount), '0');

test('opening + movements = closing, each row carries its running balance, and the last closing is the ledger balance', async () => {
  const { token, eur } = await withMovements();
  const { status, json } = await statement(token, `wallet/${eur.id}`, `from=${dayAgo(50)}&to=${dayAgo(0)}`);
  expect(status).toBe(200);
  const s = json.data;
  expect(s.rows.map((r: Row) => r.amount)).toEqual([
    '-30.25',
    '250.10',
    '-0.85',
    '12.00',
    '-99.99',
    '18000.00',
  ]);
  expect(dec(s.opening_balance).eq('100.00')).toBe(true);
  expect(dec(add(s.opening_balance, sum(s.rows))).eq(s.closing_balance)).toBe(true);
  let running = s.opening_balance as string;
  for (const row of s.rows as Row[]) {
    running = add(running, row.amount);
    expect(dec(row.balance).eq(running)).toBe(true);
  }
  expect(dec(s.closing_balance).eq((await balanceOf(h.database.db, eur.id)).balance)).toBe(true);
  expect(s.total_in).toBe('18262.10');
  expect(s.total_out).toBe('131.09');
  expect(s.movements).toBe(6);
  expect(s.holder).toMatch(/^Test User\d+$/);
});

test('consecutive periods chain: one closing is the next opening; page/size keep the period totals', async () => {
  const { token, eur } = await withMovements();
  const first = (await statement(token, `wallet/${eur.id}`, `from=${dayAgo(70)}&to=${dayAgo(31)}`)).json.data;
  const second = (await statement(token, `wallet/${eur.id}`, `from=${dayAgo(30)}&to=${dayAgo(6)}`)).json.data;
  expect(first.opening_balance).toBe('0.00');
  expect(first.closing_balance).toBe('69.75');
  expect(second.opening_balance).toBe(first.closing_balance);
  expect(second.closing_balance).toBe('331.00');
  const paged = await statement(
    token,
    `wallet/${eur.id}`,
    `from=${dayAgo(30)}&to=${dayAgo(6)}&page=2&size=2`,
  );
  expect(paged.json.data.rows.map((r: Row) => r.balance)).toEqual(['331.00']);
  expect(paged.json.data.closing_balance).toBe('331.00');
  expect(paged.json.paging).toEqual({ page: 2, size: 2, total: 3 });
});

test('the IBAN account is addressed by currency, a card by its id; a period without movements keeps the balance', async () => {
  const { user, token } = await funded(h);
  const iban = await accountOf(h, user.id, 'iban', 'EUR');
  const { json } = await statement(token, 'iban/EUR', `from=${dayAgo(3)}&to=${dayAgo(0)}`);
  expect(json.data.iban_number).toBe(iban.ibanNumber);
  expect(dec(json.data.closing_balance).eq(iban.balance)).toBe(true);
  const later = await statement(token, 'iban/EUR', `from=${dayAgo(-1)}&to=${dayAgo(-1)}`);
  expect(later.json.data.rows).toEqual([]);
  expect(later.json.data.opening_balance).toBe(later.json.data.closing_balance);
  expect(dec(later.json.data.closing_balance).eq(iban.balance)).toBe(true);
});

test("another customer's wallet, card or missing IBAN answers 404, the same as a missing one", async () => {
  const { eur } = await withMovements();
  const other = await funded(h);
  const period = `from=${dayAgo(10)}&to=${dayAgo(0)}`;
  for (const path of [`wallet/${eur.id}`, 'wallet/999999', 'card/999999']) {
    const { status, json } = await statement(other.token, path, period);
    expect([status, json.code]).toEqual([404, '404']);
  }
  const file = await statement(other.token, `wallet/${eur.id}/file`, `${period}&format=pdf`);
  expect(file.status).toBe(404);
});

test.each([
  ['from=2026-02-01&to=2026-01-31', 'to: to must not be before from'],
  ['from=2025-01-01&to=2026-01-02', 'to: to: a statement covers at most 366 days'],
  ['to=2026-01-31', 'from: from is required (YYYY-MM-DD)'],
  ['from=2026-13-01&to=2026-12-31', 'from: from must be a date YYYY-MM-DD'],
  ['from=2026-01-01&to=2026-01-31&page=1', 'query: page and size go together'],
])('a bad period is a 400 naming the field (%s)', async (query, message) => {
  const { token, eur } = await withMovements();
  const { status, json } = await statement(token, `wallet/${eur.id}`, query);
  expect([status, json.message]).toEqual([400, message]);
});

test('a bad source, ref or format is a 400 naming it', async () => {
  const { token } = await funded(h);
  const period = 'from=2026-01-01&to=2026-01-31';
  expect((await statement(token, 'crypto/1', period)).json.message).toMatch(/^source: /);
  expect((await statement(token, 'iban/GBP', period)).json.message).toMatch(/^ref: /);
  expect((await statement(token, 'wallet/abc', period)).json.message).toMatch(/^ref: /);
  expect((await statement(token, 'iban/EUR/file', `${period}&format=xls`)).json.message).toMatch(/^format: /);
});

test('the CSV has the same opening, movements and closing; the PDF is a PDF', async () => {
  const { token, eur } = await withMovements();
  const period = `from=${dayAgo(50)}&to=${dayAgo(0)}`;
  const data = (await statement(token, `wallet/${eur.id}`, period)).json.data;
  const csv = await statement(token, `wallet/${eur.id}/file`, `${period}&format=csv`);
  expect(csv.response.headers['content-type']).toMatch(/^text\/csv/);
  expect(csv.response.headers['content-disposition']).toContain(
    `statement-EUR-${dayAgo(50)}-${dayAgo(0)}.csv`,
  );
  const lines = csv.response.body.trim().split('\r\n');
  const cells = (line: string) => line.slice(1, -1).split('","');
  const head = lines.findIndex((line) => line.startsWith('"Date (UTC)"'));
  expect(cells(lines[head]!)).toEqual([
    ...'Date (UTC)|Description|Reference|Paid out|Paid in|Balance|Currency'.split('|'),
  ]);
  expect(cells(lines[head + 1]!)).toEqual(['', 'Opening balance', '', '', '', data.opening_balance, 'EUR']);
  expect(cells(lines.at(-1)!)).toEqual([
    '',
    'Closing balance',
    '',
    data.total_out,
    data.total_in,
    data.closing_balance,
    'EUR',
  ]);
  const movements = lines.slice(head + 2, -1).map(cells);
  expect(movements.map((c) => c[5])).toEqual(data.rows.map((r: Row) => r.balance));
  // Amounts are numbers a spreadsheet sums, the currency in its own column.
  for (const c of movements) {
    expect(c[3] || c[4]).toMatch(/^\d+\.\d{2}$/);
    expect(c[6]).toBe('EUR');
  }
  const pdf = await statement(token, `wallet/${eur.id}/file`, `${period}&format=pdf&lang=fr`);
  expect(pdf.response.headers['content-type']).toBe('application/pdf');
  expect(pdf.response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.response.rawPayload.subarray(-6).toString()).toContain('%%EOF');
});

const pdfText = async (bytes: Buffer) => {
  const parsed = await new PDFParse({ data: new Uint8Array(bytes) }).getText();
  return { pages: parsed.total, text: parsed.text, perPage: parsed.pages.map((p) => p.text) };
};

test('the PDF a bank would issue: IBAN, the currency on every amount, the legal footer and "Page x of N" on each page', async () => {
  const { user, token } = await funded(h);
  const iban = await accountOf(h, user.id, 'iban', 'EUR');
  for (let i = 0; i < 130; i += 1) await book(iban.id, 'EUR', i % 2 ? '-1.50' : '12.25', dayAgo(3), i);
  const period = `from=${dayAgo(5)}&to=${dayAgo(0)}`;
  const data = (await statement(token, 'iban/EUR', period)).json.data;
  const file = await statement(token, 'iban/EUR/file', `${period}&format=pdf`);
  const { pages, text, perPage } = await pdfText(file.response.rawPayload);
  expect(pages).toBeGreaterThan(1);
  expect(text).toContain(`IBAN ${iban.ibanNumber}`);
  expect(text).toContain('BIC / SWIFT PORTGB2L');
  perPage.forEach((page, i) => {
    expect(page).toContain(`Page ${i + 1} of ${pages}`);
    expect(page).toContain('Portal Payments Ltd, 1 Finsbury Avenue, London EC2M 2PP, United Kingdom');
    expect(page).toContain('company number 12345678');
    expect(page).toContain('Authorised by the Financial Conduct Authority');
  });
  // Every amount of every movement carries its currency: two per row (paid out or in, then the balance).
  const rows = text.split('\n').filter((line) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}\t?/.test(line));
  expect(rows.length).toBe(data.movements);
  expect(data.movements).toBeGreaterThanOrEqual(130);
  for (const row of rows) expect(row.match(/€ [\d,]+\.\d{2}/g)).toHaveLength(2);
  expect(text).toContain(`Closing balance`);
  expect(text).toMatch(new RegExp(`€ ${data.closing_balance.replace(/\B(?=(\d{3})+\.)/g, ',')}`));

  const fr = await statement(token, 'iban/EUR/file', `${period}&format=pdf&lang=fr`);
  const french = await pdfText(fr.response.rawPayload);
  expect(french.perPage[0]).toContain(`Page 1 sur ${french.pages}`);
  expect(french.text).toContain('Établissement agréé par la Financial Conduct Authority');
  expect(french.text).toContain('Relevé de compte');
  expect(french.text).toMatch(/12,25\s€/);
});
