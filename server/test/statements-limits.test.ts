import type { Readable } from 'node:stream';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { pdfPool, pdfRows } from '../src/domain/statements/pdf-pool';
import {
  type StatementRows,
  readStatementRows,
  statementFrom,
} from '../src/domain/statements/read-statement';
import { statementAccount } from '../src/domain/statements/statement-account';
import { statementPdf } from '../src/domain/statements/statement-pdf';
import { STATEMENT_BUSY, TOO_MANY_STATEMENTS } from '../src/domain/statements/statement-limits';
import { call } from './support/harness';
import { useHarness } from './support/harness';
import { accountOf, funded, prepare } from './wallets-kit';

/** The drawn logo (no uploaded image), as a provider without branding has. */
const BRAND = { title: 'Portal', color: '#1f4fd1', image: null };

// Issue 46: statement files were neither limited nor isolated — 9 year-long PDFs (3,000 rows, 3 at a time) took
// 2.3–3.1 s each while another customer's p95 went from ~10 ms to 700–925 ms. Now one file at a time per
// customer, 10 in 10 minutes, and the PDF (with its running balances) is made on a worker thread (decision 140).
const h = useHarness();
beforeEach(() => prepare(h));

const DAY = 86_400_000;
const day = (ago: number) => new Date(Date.now() - ago * DAY).toISOString().slice(0, 10);
const YEAR = `from=${day(364)}&to=${day(0)}`;

/** A customer whose EUR wallet has `rows` movements spread over the last year (one SQL statement). */
const withYear = async (rows: number) => {
  const { user, token } = await funded(h);
  const eur = await accountOf(h, user.id, 'fiat', 'EUR');
  await h.database.db.execute(sql`
    with t as (
      insert into ledger_transactions (kind, reference, created_at)
      select 'fiat-deposit', 'YEAR-' || ${user.id} || '-' || g, now() - (g * interval '2 hours 50 minutes')
      from generate_series(1, ${rows}) g
      returning id, created_at)
    insert into ledger_postings (transaction_id, account_id, currency, amount, balance_after, created_at)
    select id, ${eur.id}, 'EUR', 1.25, 0, created_at from t`);
  return { user, eur, token, path: `user/statements/wallet/${eur.id}/file?${YEAR}&format=pdf` };
};
const download = (token: string, path: string, language = 'en') =>
  call(h, 'GET', path, { token, headers: { 'accept-language': language } });

test('one file at a time per customer: a second asked for meanwhile is refused, in the caller language', async () => {
  const { token, path } = await withYear(600);
  const [first, second] = await Promise.all([download(token, path), download(token, path, 'fr')]);
  const answers = [first, second].map((a) => a.response.statusCode).sort();
  expect(answers).toEqual([200, 429]);
  const refused = [first, second].find((a) => a.response.statusCode === 429)!;
  const french = 'Un relevé est déjà en préparation. Veuillez attendre la fin de son téléchargement.';
  expect([STATEMENT_BUSY, french]).toContain(refused.json.message);
  // Once it has downloaded, the next one is made.
  expect((await download(token, path)).response.statusCode).toBe(200);
});

test('10 files in 10 minutes per customer; the 11th is refused (429), another customer is not', async () => {
  const { token, path } = await withYear(5);
  for (let i = 0; i < 10; i += 1) expect((await download(token, path)).response.statusCode).toBe(200);
  const refused = await download(token, path);
  expect([refused.response.statusCode, refused.json.message]).toEqual([429, TOO_MANY_STATEMENTS]);
  const other = await withYear(5);
  expect((await download(other.token, other.path)).response.headers['content-type']).toBe('application/pdf');
});

/** Synthetic rows of a year: `count` movements (the same shape the ledger query gives). */
const yearRows = (count: number): StatementRows => ({
  account: {
    ledgerAccountId: 1,
    source: 'wallet',
    currency: 'EUR',
    holder: 'Ada Lovelace',
    address: '1 Main Street, London',
    accountNumber: 'W-1',
    ibanNumber: null,
    maskedCardNumber: null,
    swiftCode: null,
  },
  from: day(364),
  to: day(0),
  raw: Array.from({ length: count }, (_, i) => ({
    opening: '10.00',
    id: i + 1,
    created_at: new Date(Date.now() - (count - i) * 3 * 3600_000),
    amount: i % 3 ? '1.25' : '-0.75',
    moved: ((i + 1) * 1.25).toFixed(2),
    kind: 'fiat-deposit',
    reference: `YEAR-${i}`,
  })),
});

/** The event loop's delay p99 (ms) while `work` runs. */
const loopDelayDuring = async (work: () => Promise<unknown>) => {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  await work();
  histogram.disable();
  return histogram.percentile(99) / 1e6;
};
const drain = async (stream: Readable) => {
  let bytes = 0;
  for await (const chunk of stream) bytes += (chunk as Buffer).length;
  return bytes;
};
/** 9 PDFs, 3 at a time, made by `make`. */
const ninePdfs = (make: () => Readable | Promise<Readable>) =>
  Promise.all(
    [0, 1, 2].map(async () => {
      for (let i = 0; i < 3; i += 1) expect(await drain(await make())).toBeGreaterThan(10_000);
    }),
  );

test('9 year-long PDFs (3,000 rows, 3 at a time) are made off the event loop', async () => {
  const rows = yearRows(3000);
  const offLoop = await loopDelayDuring(() =>
    ninePdfs(() => pdfPool.render({ rows, lang: 'en', brand: BRAND })),
  );
  // The same work on the API's thread, as before: the reference the machine's load applies to alike.
  const onLoop = await loopDelayDuring(() => ninePdfs(() => statementPdf(statementFrom(rows), 'en', BRAND)));
  console.log(
    `event-loop delay p99: ${offLoop.toFixed(0)} ms on workers, ${onLoop.toFixed(0)} ms on the loop`,
  );
  expect(offLoop).toBeLessThan(onLoop / 2);
});

test('a PDF of the ledger: on PostgreSQL the worker reads the rows too, so the loop stays free', async () => {
  const { user, eur } = await withYear(3000);
  const { db } = h.database;
  const account = await statementAccount(db, user.id, 'wallet', String(eur.id), 'en');
  const [from, to] = [day(364), day(0)];
  const source = await pdfRows(db, account, from, to);
  // PGlite runs inside this process: there the API reads the rows and hands them over.
  expect(Object.keys(source)).toEqual([h.database.driver === 'postgres' ? 'read' : 'rows']);
  const offLoop = await loopDelayDuring(() =>
    ninePdfs(async () =>
      pdfPool.render({ ...(await pdfRows(db, account, from, to)), lang: 'en', brand: BRAND }),
    ),
  );
  const onLoop = await loopDelayDuring(() =>
    ninePdfs(async () =>
      statementPdf(statementFrom(await readStatementRows(db, account, from, to)), 'en', BRAND),
    ),
  );
  console.log(
    `${h.database.driver}: event-loop delay p99 ${offLoop.toFixed(0)} ms on workers, ${onLoop.toFixed(0)} ms on the loop`,
  );
  expect(offLoop).toBeLessThan(onLoop / 2);
});
