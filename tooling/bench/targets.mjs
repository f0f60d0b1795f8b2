// Issue 13's targets beside what this run measured: one table, a row per target, "met" or "NOT met".
import { median, table } from './format.mjs';

const row = (what, target, measured, met) => [
  what,
  target,
  measured,
  met === undefined ? 'not measured' : met ? 'met' : 'NOT met',
];

const webRows = (web, lh, delivery) => {
  if (!web) return [];
  const m = (key, field) => median(web[key].map((r) => r[field]));
  const ratio = (page) => m(`${page} federated`, 'gzip') / m(`${page} mono`, 'gzip');
  const rows = [
    row(
      'static text assets precompressed (br + gz), served with Vary',
      'every file',
      delivery.summary,
      delivery.ok,
    ),
    row(
      'first-load JS gzip, federated ÷ mono, /login',
      '≤ 1.10',
      ratio('/login').toFixed(2),
      ratio('/login') <= 1.1,
    ),
    row(
      'first-load JS gzip, federated ÷ mono, /dashboard',
      '≤ 1.12',
      ratio('/dashboard').toFixed(2),
      ratio('/dashboard') <= 1.12,
    ),
    row(
      'JS requests on /dashboard',
      '≤ 18',
      m('/dashboard federated', 'requests'),
      m('/dashboard federated', 'requests') <= 18,
    ),
  ];
  if (!lh) return rows;
  const l = (page, field) => median(lh[`${page} federated`].map((r) => r[field]));
  return [
    ...rows,
    row(
      'Lighthouse performance, /login (mobile)',
      '≥ 90',
      l('/login', 'performance'),
      l('/login', 'performance') >= 90,
    ),
    row(
      'Lighthouse performance, /dashboard (mobile)',
      '≥ 85',
      l('/dashboard', 'performance'),
      l('/dashboard', 'performance') >= 85,
    ),
    ...['/login', '/dashboard'].flatMap((page) => [
      row(`TBT ${page}`, '≤ 200 ms', `${l(page, 'tbt').toFixed(0)} ms`, l(page, 'tbt') <= 200),
      row(`CLS ${page}`, '0', l(page, 'cls').toFixed(3), l(page, 'cls') === 0),
      row(`accessibility ${page}`, '100', l(page, 'accessibility'), l(page, 'accessibility') === 100),
    ]),
  ];
};

/** Issue 26: the federated dashboard against the one bundle, in the same run. */
const dashboardRows = (web, lh) => {
  const rows = [];
  const at4 = web?.throttled?.results.find((r) => r.rate === 4);
  if (at4) {
    const shown = (list) => median(list.map((r) => r.shownMs));
    const ratio = shown(at4.fed) / shown(at4.mono);
    rows.push(
      row('/dashboard widgets shown at 4× CPU, federated ÷ mono', '≤ 1.10', ratio.toFixed(2), ratio <= 1.1),
    );
  }
  if (!lh) return rows;
  const l = (build, field) => median(lh[`/dashboard ${build}`].map((r) => r[field]));
  const lcpRatio = l('federated', 'lcp') / l('mono', 'lcp');
  return [
    ...rows,
    row('Lighthouse LCP /dashboard, federated ÷ mono', '≤ 1.05', lcpRatio.toFixed(2), lcpRatio <= 1.05),
    row(
      'Lighthouse LCP /dashboard, federated',
      '≤ 2,500 ms',
      `${l('federated', 'lcp').toFixed(0)} ms`,
      l('federated', 'lcp') <= 2500,
    ),
  ];
};

const apiRows = (api) => {
  if (!api) return [];
  const first = api.tables[0].results;
  const find = (prefix) => first.find((r) => r.name.startsWith(prefix));
  const rps = (r) => median(r.runs.map((x) => x.rps));
  const p99 = (r) => median(r.runs.map((x) => x.p99));
  const wallet = find('wallet list as the screens');
  const pages = first.filter((r) => r.name.includes('page '));
  const worstPageP99 = Math.max(...pages.map(p99));
  const biggestPage = Math.max(...pages.map((r) => r.bytes));
  return [
    row(
      'API wallet list, 10 connections, PGlite',
      '≥ 1,500 req/s',
      `${rps(wallet).toFixed(0)} req/s`,
      rps(wallet) >= 1500,
    ),
    row('API wallet list p99', '≤ 25 ms', `${p99(wallet)} ms`, p99(wallet) <= 25),
    row(
      `a page of the ${api.rows.toLocaleString('en')}-row list`,
      '≤ 20 KB',
      `${(biggestPage / 1000).toFixed(1)} KB`,
      biggestPage <= 20_000,
    ),
    row(
      `p99 of a page at ${api.rows.toLocaleString('en')} rows (pages 1 and 100)`,
      '≤ 40 ms',
      `${worstPageP99} ms`,
      worstPageP99 <= 40,
    ),
    row(
      `API RSS idle 60 s (after seeding, ${api.rows.toLocaleString('en')} rows and the load)`,
      '≤ 350 MiB',
      `${api.rss.idle.toFixed(0)} MiB`,
      api.rss.idle <= 350,
    ),
  ];
};

/** The table; `delivery` is scripts/delivery-check.mjs's verdict ({ ok, summary }). */
export const printTargets = ({ web, lh, api, delivery }) => {
  const rows = [...webRows(web, lh, delivery), ...dashboardRows(web, lh), ...apiRows(api)];
  console.log('\nIssue 13 and 26 targets (federated build; API on PGlite as `npm start` runs it)');
  console.log(table(['what', 'target', 'measured (median)', 'verdict'], rows));
  console.log(
    'List screens at 10,000 rows (first page ≤ 300 ms, CSV of all rows ≤ 1 s): `pnpm bench:lists` against a running portal.',
  );
};
