// `pnpm bench -- --part statement` (also in `all`): a 10,000-row statement (issue 23: under 3 s). The API's own
// fresh PGlite gets N deposits on a wallet in one SQL statement (`admin statement-rows` through dev/admin), then the
// statement of the last year is fetched whole as data, as PDF and as CSV (median (min–max) of `runs`; the time is
// until the last byte arrived).
import { median, spread, table } from './format.mjs';

const ACCESS_KEY = 'portal-demo-access-key';
const PASSWORD = 'Demo!2345';
const USER = 'personal@demo.portal';
const TARGET_MS = 3000;

const timed = async (url, token) => {
  const started = performance.now();
  const response = await fetch(url, {
    headers: { 'x-access-key': ACCESS_KEY, authorization: `Bearer ${token}` },
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return { ms: performance.now() - started, bytes };
};

const post = async (base, path, body, token) =>
  (
    await fetch(`${base}/${path}`, {
      method: 'POST',
      headers: {
        'x-access-key': ACCESS_KEY,
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    })
  ).json();

/** `api` = http://host:port of a running API with dev endpoints (its database is the bench's own). */
export const measureStatement = async ({ api, rows, runs }) => {
  const base = `${api}/api/v1`;
  const seeded = Date.now();
  const made = await post(base, 'dev/admin', {
    command: 'statement-rows',
    args: [USER, String(rows), 'EUR'],
  });
  if (made.code !== '200') throw new Error(`admin statement-rows: ${made.message}`);
  console.log(`[bench] statement: ${rows} rows booked in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
  const token = (await post(base, 'user/auth/login', { email_id: USER, password: PASSWORD })).data.jwt_token;
  const accounts = await (
    await fetch(`${base}/user/account/getuseraccoundsbyid?omit=getallcountry`, {
      headers: { 'x-access-key': ACCESS_KEY, authorization: `Bearer ${token}` },
    })
  ).json();
  const wallet = accounts.data.find((a) => a.account_currency_type === 'EUR').account_id_pk;
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const path = `${base}/user/statements/wallet/${wallet}`;
  const period = `from=${from}&to=${to}`;
  const calls = [
    ['statement as data (JSON, every row)', `${path}?${period}`],
    ['statement PDF', `${path}/file?${period}&format=pdf`],
    ['statement CSV', `${path}/file?${period}&format=csv`],
  ];
  const movements = (
    await (
      await fetch(calls[0][1], { headers: { 'x-access-key': ACCESS_KEY, authorization: `Bearer ${token}` } })
    ).json()
  ).data.movements;
  const results = [];
  for (const [name, url] of calls) {
    await timed(url, token); // warm-up, not counted
    const measured = [];
    for (let i = 0; i < runs; i += 1) measured.push(await timed(url, token));
    results.push({ name, measured });
    console.log(`[bench] statement: ${name}: ${measured.map((m) => `${m.ms.toFixed(0)} ms`).join(', ')}`);
  }
  return { rows: movements, results };
};

export const printStatement = ({ rows, results }) => {
  console.log(`\nStatement of ${rows} movements (one year of one wallet), median (min–max) of the runs`);
  console.log(
    table(
      ['call', 'ms', 'KiB', `under ${TARGET_MS / 1000} s`],
      results.map(({ name, measured }) => [
        name,
        spread(measured.map((m) => m.ms)),
        (median(measured.map((m) => m.bytes)) / 1024).toFixed(0),
        median(measured.map((m) => m.ms)) < TARGET_MS ? 'yes' : 'NO',
      ]),
    ),
  );
};
