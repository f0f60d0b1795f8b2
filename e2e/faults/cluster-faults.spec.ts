import { configureApi } from '../../shared/src/api/config';
import { sendRequest } from '../../shared/src/api/request';
import { endpoints } from '@portal/shared/contract';
import { expect, test } from '@playwright/test';

import { type ClusterEvent, isAlive, readEvents, readState, sqlValue, waitForEvents } from './cluster-state';
import { type Customer, PAYEE, startLoad } from './customer-load';

/** Issue 45, done means: under steady load through nginx (6 readers, 4 money movers with Idempotency-Keys), a
 * rolling restart, a SIGKILL of one API process, a PostgreSQL restart, a SIGKILL of Redis and three nginx reloads
 * each end with 0 failed calls as the portal sees them (after the kit's one retry), every exit restarted, money
 * exactly once. */
const PORT = Number(process.env.CLUSTER_PORT ?? 8080);
const ORIGIN = process.env.CLUSTER_ORIGIN ?? `https://127.0.0.1:${PORT}`;
const ACCESS_KEY = process.env.E2E_ACCESS_KEY ?? '';
const PASSWORD = 'Demo!2345';
const SENDERS = ['personal@demo.portal', 'corporate@demo.portal'];
const READERS = ['personal@demo.portal', 'corporate@demo.portal', 'vip1@demo.portal'];
const SETTLE_MS = 3_000;

test.describe.configure({ mode: 'serial' });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const signIn = async (email: string): Promise<Customer> => {
  const login = await sendRequest(
    endpoints['auth.login'],
    { body: { email_id: email, password: PASSWORD } },
    {},
  );
  const token = (login.data as { data: { jwt_token: string } }).data.jwt_token;
  const wallets = await sendRequest(endpoints['account.getUserAccounts'], {}, { accessToken: token });
  const accounts = (wallets.data as { data: { account_id_pk: number; account_currency_type: string }[] })
    .data;
  const eur = accounts.find((account) => account.account_currency_type === 'EUR');
  return { email, token, account: String(eur?.account_id_pk) };
};

const eurBalances = () =>
  sqlValue<Record<string, string>>(
    PORT,
    `select json_object_agg(u.email, a.balance) from ledger_accounts a join users u on u.id = a.owner_user_id
     where a.kind = 'fiat' and a.currency = 'EUR' and u.email in ('${[...SENDERS, PAYEE].join("','")}')`,
  );
const cents = (amount: string | undefined) => Math.round(Number(amount) * 100);

let load: ReturnType<typeof startLoad>;
let before: Record<string, string>;
let logStart = 0;

test.beforeAll(async () => {
  configureApi({ baseUrl: ORIGIN, accessKey: ACCESS_KEY });
  const customers = new Map<string, Customer>();
  for (const email of new Set([...SENDERS, ...READERS])) customers.set(email, await signIn(email));
  logStart = readEvents(PORT).length;
  before = await eurBalances();
  load = startLoad({
    origin: ORIGIN,
    accessKey: ACCESS_KEY,
    readers: [...READERS, ...READERS].map((email) => customers.get(email)!),
    movers: [...SENDERS, ...SENDERS].map((email) => customers.get(email)!),
  });
  await sleep(SETTLE_MS);
});

test.afterAll(async () => {
  await load?.stop();
});

/** Runs `event` under the load, waits `SETTLE_MS` more, and expects no failure seen by a customer meanwhile. */
const underLoad = async (name: string, event: (since: number) => Promise<unknown>) => {
  const since = readEvents(PORT).length;
  load.setPhase(name);
  const calls = load.counts.reads + load.counts.moves;
  await event(since);
  await sleep(SETTLE_MS);
  load.setPhase(`after ${name}`);
  const made = load.counts.reads + load.counts.moves - calls;
  const failed = load.failures.filter((failure) => failure.phase === name);
  const retried = load.retried[name] ?? 0;
  console.log(`${name}: ${made} calls, ${retried} sent again by the kit, ${failed.length} failed`);
  expect(made).toBeGreaterThan(20);
  expect(failed).toEqual([]);
};

const apiNames = () => Object.keys(readState(PORT).children).filter((name) => name.startsWith('api-'));

test('a rolling restart (kill -HUP) under load', async () => {
  await underLoad('rolling restart', async (since) => {
    process.kill(readState(PORT).pid, 'SIGHUP');
    await waitForEvents(PORT, since, (e) => e.event === 'restarted-on-purpose', apiNames().length, 90_000);
  });
});

test('one API process SIGKILLed under load', async () => {
  await underLoad('SIGKILL of api-2', async (since) => {
    process.kill(readState(PORT).children['api-2']!.pid, 'SIGKILL');
    await waitForEvents(PORT, since, (e) => e.child === 'api-2' && e.event === 'restarted');
  });
});

test('PostgreSQL restarted (fast shutdown) under load', async () => {
  await underLoad('PostgreSQL restart', async (since) => {
    process.kill(readState(PORT).children.postgres!.pid, 'SIGINT');
    await waitForEvents(PORT, since, (e) => e.child === 'postgres' && e.event === 'restarted');
  });
});

// The rate-limited routes allow 60 calls a minute per client address (RATE_LIMIT_MAX, the cluster's default).
const RATE_LIMIT = 60;

test('Redis SIGKILLed under load: restarted, limits shared again, sign-in works', async () => {
  await underLoad('SIGKILL of Redis', async (since) => {
    process.kill(readState(PORT).children.redis!.pid, 'SIGKILL');
    await waitForEvents(PORT, since, (e) => e.child === 'redis' && e.event === 'restarted');
  });
  // Every process counts in the new Redis again, not each in its own memory (its fallback while Redis was away):
  // 60 calls spread by nginx over three processes fill one bucket. Cheap calls refused at validation count too.
  const hit = () =>
    fetch(`${ORIGIN}/api/v1/user/auth/forgot-password`, {
      method: 'POST',
      headers: { 'x-access-key': ACCESS_KEY, 'content-type': 'application/json' },
      body: '{}',
    }).then((answer) => answer.status);
  const statuses: number[] = [];
  for (let i = 0; i < RATE_LIMIT + 2; i++) statuses.push(await hit());
  expect(statuses.slice(0, RATE_LIMIT).filter((status) => status !== 400)).toEqual([]);
  expect(statuses.slice(RATE_LIMIT)).toEqual([429, 429]);
  // A new session after the restart: signed in (a rate-limited route, counted in Redis) and used.
  const customer = await signIn('vip1@demo.portal');
  expect(customer.account).toMatch(/^\d+$/);
});

test('nginx reloaded three times under load', async () => {
  await underLoad('three nginx reloads', async () => {
    for (let i = 0; i < 3; i++) {
      process.kill(readState(PORT).children.nginx!.pid, 'SIGHUP');
      await sleep(1_500);
    }
  });
});

test('every exit was made on purpose and restarted; every child is up', async () => {
  const events = readEvents(PORT).slice(logStart);
  const exits = events.filter((e) => e.event === 'exit');
  const restartedLater = (exit: ClusterEvent) =>
    events.some((e) => e.child === exit.child && e.event === 'restarted' && e.time >= exit.time);
  // The three exits the suite made, nothing else (no process died of a database fault).
  expect(exits.map((e) => `${e.child} ${e.signal ?? e.code}`).sort()).toEqual([
    'api-2 SIGKILL',
    'postgres 0',
    'redis SIGKILL',
  ]);
  expect(exits.filter((exit) => !restartedLater(exit))).toEqual([]);
  const { children } = readState(PORT);
  expect(Object.entries(children).filter(([, child]) => !isAlive(child.pid))).toEqual([]);
  for (const name of apiNames()) {
    const answer = await fetch(`http://127.0.0.1:${children[name]!.port}/readyz`);
    expect([name, answer.status]).toEqual([name, 200]);
  }
});

test('money moved exactly once per key, books balanced', async () => {
  await load.stop();
  const keys = load.keys;
  const perKey = await sqlValue<Record<string, number>>(
    PORT,
    `select json_object_agg(message, n) from (select message, count(*) as n from internal_transfers
     where message like 'fault-%' group by message) t`,
  );
  console.log(
    `money: ${keys.length} intents, ${load.counts.moves} calls, ${load.failures.length} customer-visible failures`,
  );
  expect(keys.length).toBeGreaterThan(40);
  expect(keys.filter((key) => perKey?.[key] !== 1)).toEqual([]);
  expect(Object.keys(perKey ?? {}).length).toBe(keys.length);
  const books = await sqlValue<{ unbalanced: number; drifted: number }>(
    PORT,
    `select json_build_object(
       'unbalanced', (select count(*) from (select 1 from ledger_postings group by transaction_id, currency
                      having sum(amount) <> 0) t),
       'drifted', (select count(*) from ledger_accounts a left join (select account_id, sum(amount) as total
                   from ledger_postings group by account_id) p on p.account_id = a.id
                   where a.balance <> coalesce(p.total, 0)))`,
  );
  expect(books).toEqual({ unbalanced: 0, drifted: 0 });
  const after = await eurBalances();
  const sentBy = (email: string) =>
    keys.filter((key) => Number(key.split('-')[1]) % SENDERS.length === SENDERS.indexOf(email)).length;
  for (const email of SENDERS)
    expect([email, cents(after[email]) - cents(before[email])]).toEqual([email, -101 * sentBy(email)]);
  expect(cents(after[PAYEE]) - cents(before[PAYEE])).toBe(100 * keys.length);
});
