#!/usr/bin/env node
// `pnpm bench:lists` — a server-paged list at N rows in a real browser, against a RUNNING portal (npm start):
// the user is given N deposits (`admin transactions`, dev only), then Debian chromium signs in, opens
// /fiat-incoming-transfers and measures (median of --runs, min–max):
//   first page: from a typed-in URL (page load) and from an in-app navigation to the deposits table showing its
//     first page and the server total;
//   CSV of every row: from the Export CSV click to the file handed to the browser (one request without page/size);
//   next page: from the Next page click to the second page on screen.
//   node tooling/bench/lists.mjs [--host http://127.0.0.1:3000] [--api http://127.0.0.1:4000] [--rows 10000] [--runs 3]
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    host: { type: 'string', default: 'http://127.0.0.1:3000' },
    api: { type: 'string', default: 'http://127.0.0.1:4000' },
    rows: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '3' },
    user: { type: 'string', default: 'corporate@demo.portal' },
  },
});
const ROWS = Number(args.rows);
const RUNS = Number(args.runs);
const ACCESS_KEY = 'portal-demo-access-key';
const PASSWORD = 'Demo!2345';

const apiCall = async (method, pathName, { token, body } = {}) => {
  const response = await fetch(`${args.api}/api/v1/${pathName}`, {
    method,
    headers: {
      'x-access-key': ACCESS_KEY,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return response.json();
};

// At least ROWS deposits for the user (the back-office command makes up to 1,000 per call).
const login = await apiCall('POST', 'user/auth/login', { body: { email_id: args.user, password: PASSWORD } });
const token = login.data?.jwt_token;
if (!token) throw new Error(`login of ${args.user} failed: ${login.message}`);
const totalOf = async () =>
  (await apiCall('GET', 'user/deposit/getDepositFund?page=1&size=1', { token })).paging?.total ?? 0;
for (let have = await totalOf(); have < ROWS; have = await totalOf()) {
  const answer = await apiCall('POST', 'dev/admin', {
    body: { command: 'transactions', args: [args.user, String(Math.min(1000, ROWS - have))] },
  });
  if (answer.code !== '200') throw new Error(`admin transactions: ${answer.message}`);
}
const total = await totalOf();

const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const page = await browser.newPage();
await page.setViewport({ width: 1300, height: 900 });
// The CSV reaches the browser as a Blob URL: record when and how many lines.
await page.evaluateOnNewDocument(() => {
  const create = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (blob) => {
    window.__csv = { at: performance.now(), size: blob.size };
    void blob.text().then((text) => (window.__csv.lines = text.split('\r\n').length));
    return create(blob);
  };
});
await page.goto(`${args.host}/login`);
await page.locator('::-p-aria(E-mail address)').fill(args.user);
await page.locator('::-p-aria(Password)').fill(PASSWORD);
await page.locator('::-p-aria(Sign in)').click();
await page.waitForFunction(() => !location.pathname.startsWith('/login'), { timeout: 30_000 });

const pagerShows = (text) =>
  page.waitForFunction(
    (wanted) => [...document.querySelectorAll('section')].some((s) => s.textContent?.includes(wanted)),
    { timeout: 30_000 },
    text,
  );
const totalText = total.toLocaleString('en-US');
const results = {
  'first page, page load (URL typed → rows and total)': [],
  'first page, in-app navigation (→ rows and total)': [],
  [`CSV of all ${totalText} rows (click → file)`]: [],
  'next page (click → page 2 on screen)': [],
};
const keys = Object.keys(results);
for (let run = 0; run < RUNS; run += 1) {
  const started = Date.now();
  await page.goto(`${args.host}/fiat-incoming-transfers`, { waitUntil: 'domcontentloaded' });
  await pagerShows(`1–5 of ${total}`);
  results[keys[0]].push(Date.now() - started);

  // The same list reached from another screen of the running app (what a menu click does: the router's
  // navigation, no page load): a fresh page load of /dashboard first, so nothing of the list is cached.
  await page.goto(`${args.host}/dashboard`, { waitUntil: 'networkidle2' });
  const navigated = await page.evaluate(() => {
    const t = performance.now();
    history.pushState({}, '', '/fiat-incoming-transfers');
    dispatchEvent(new PopStateEvent('popstate'));
    return t;
  });
  await pagerShows(`1–5 of ${total}`);
  results[keys[1]].push((await page.evaluate(() => performance.now())) - navigated);

  await page.evaluate(() => (window.__csv = undefined));
  const clicked = await page.evaluate(() => performance.now());
  await page.locator('button ::-p-text(Export CSV)').click();
  await page.waitForFunction(() => window.__csv?.lines !== undefined, { timeout: 60_000 });
  const csv = await page.evaluate(() => window.__csv);
  if (csv.lines !== total + 1) throw new Error(`the CSV has ${csv.lines - 1} rows, the server ${total}`);
  results[keys[2]].push(csv.at - clicked);

  const before = Date.now();
  await page.locator('button[aria-label="Next page"]').click();
  await pagerShows(`6–10 of ${total}`);
  results[keys[3]].push(Date.now() - before);
}
await browser.close();

console.log(
  `\n/fiat-incoming-transfers, ${args.user} with ${totalText} deposits, ${RUNS} runs (Debian chromium, no throttling):`,
);
for (const [name, values] of Object.entries(results)) {
  const sorted = [...values].sort((a, b) => a - b);
  console.log(
    `  ${name.padEnd(52)} median ${String(Math.round(sorted[Math.floor(sorted.length / 2)])).padStart(5)} ms   min–max ${Math.round(sorted[0])}–${Math.round(sorted.at(-1))} ms`,
  );
}
