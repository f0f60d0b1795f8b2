import { LOGIN_LOCKED } from '../../src/features/auth/login';
import { TOO_MANY_CHECKS } from '../../src/features/wallets/internal-transfer';
import { DEMO_PASSWORD } from '../../src/seed/demo-users';
import { type Cluster, startCluster } from './harness';

// Issue 20 "Limits that multiply with the number of processes", on two compiled API processes behind a
// round-robin client (the balancer, 127.0.0.1, listed in TRUST_PROXY) with one PostgreSQL and one Redis.
const RATE_LIMIT = 60;
let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster({
    processes: 2,
    redis: true,
    label: 'limits',
    together: false,
    env: { TRUST_PROXY: '127.0.0.1', RATE_LIMIT_MAX: String(RATE_LIMIT) },
  });
});
afterAll(() => cluster?.stop());

/** A call from one customer's address, as the balancer forwards it; `on` picks the process. */
const from = (client: string) => ({ 'x-forwarded-for': client });
const signIn = (client: string, email: string, password: string, on?: number) =>
  cluster.call('POST', 'user/auth/login', { body: { email_id: email, password }, headers: from(client), on });

test('five wrong passwords over both processes lock the account: the right one is refused on both', async () => {
  const email = 'vip2@demo.portal';
  const messages: string[] = [];
  for (let i = 0; i < 5; i += 1)
    messages.push((await signIn('203.0.113.10', email, 'Wrong-pass1')).json.message);
  expect(messages.at(-1)).toBe(LOGIN_LOCKED);
  for (const on of [0, 1]) {
    const { json } = await signIn('203.0.113.10', email, DEMO_PASSWORD, on);
    expect([json.code, json.message]).toEqual(['423', LOGIN_LOCKED]);
  }
});

test('recipient look-ups: 20 in ten minutes in total, whichever process answers', async () => {
  const token = (
    await signIn('203.0.113.20', 'personal@demo.portal', DEMO_PASSWORD).then(({ json }) => json.data)
  ).jwt_token as string;
  const check = (on?: number) =>
    cluster.call('POST', 'user/account/checkemailaccount', {
      token,
      on,
      headers: from('203.0.113.20'),
      body: { user_email: 'vip1@demo.portal', currancy: 'EUR' },
    });
  const codes: string[] = [];
  for (let i = 0; i < 20; i += 1) codes.push((await check()).json.code);
  expect(codes).toEqual(Array(20).fill('200'));
  for (const on of [0, 1]) {
    const { status, json } = await check(on);
    expect([status, json.message]).toEqual([429, TOO_MANY_CHECKS]);
  }
});

test('one rate-limit bucket per client address across both processes', async () => {
  // Cheap calls (refused at validation) on a rate-limited route: each one counts.
  const hit = (client: string, on?: number) =>
    cluster.call('POST', 'user/auth/forgot-password', { body: {}, headers: from(client), on });
  const statuses: number[] = [];
  for (let i = 0; i < RATE_LIMIT; i += 1) statuses.push((await hit('203.0.113.30')).status);
  expect(statuses.filter((status) => status === 429)).toEqual([]);
  expect([(await hit('203.0.113.30', 0)).status, (await hit('203.0.113.30', 1)).status]).toEqual([429, 429]);
  // Another customer behind the same balancer is not affected.
  expect([(await hit('203.0.113.31', 0)).status, (await hit('203.0.113.31', 1)).status]).toEqual([400, 400]);
  // The IP echo shows the customer, not the balancer.
  expect((await cluster.call('GET', 'ip', { headers: from('203.0.113.32') })).json.data.ip).toBe(
    '203.0.113.32',
  );
});
