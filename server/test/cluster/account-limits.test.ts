import { LOGIN_LOCKED } from '../../src/features/auth/login';
import { STATEMENT_BUSY } from '../../src/domain/statements/statement-limits';
import { DEMO_PASSWORD } from '../../src/seed/demo-users';
import { PASSWORD_CHECKS_LOCKED } from '../../src/security/signed-in-checks';
import { type Cluster, startCluster } from './harness';

// Issue 46's limits on two compiled API processes over one PostgreSQL: a password guessed under a session, reset
// codes sent to one address and statement files made for one customer count the same whichever process answers.
let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster({ processes: 2, label: 'account_limits', together: false });
});
afterAll(() => cluster?.stop());

test('wrong current passwords under a session over both processes lock the account on both', async () => {
  const email = 'vip1@demo.portal';
  const token = await cluster.login(email, DEMO_PASSWORD);
  const change = (old_password: string, on?: number) =>
    cluster.call('POST', 'user/auth/updatepassword', {
      token,
      on,
      body: { old_password, new_password: 'N3wPassword!', confirm_password: 'N3wPassword!' },
    });
  const messages: string[] = [];
  for (let i = 0; i < 5; i += 1) messages.push((await change(`Wrong-pass${i}`)).json.message);
  expect(messages.at(-1)).toBe(PASSWORD_CHECKS_LOCKED);
  for (const on of [0, 1]) {
    const { json } = await change(DEMO_PASSWORD, on);
    expect([json.code, json.message]).toEqual(['423', PASSWORD_CHECKS_LOCKED]);
  }
  const signIn = await cluster.call('POST', 'user/auth/login', {
    body: { email_id: email, password: DEMO_PASSWORD },
  });
  expect(signIn.json.message).toBe(LOGIN_LOCKED);
});

test('reset codes for one address: five an hour in total, whichever process sends them', async () => {
  const codes: string[] = [];
  for (let i = 0; i < 6; i += 1)
    codes.push(
      (await cluster.call('POST', 'user/auth/forgot-password', { body: { email_id: 'nobody@demo.portal' } }))
        .json.code,
    );
  expect(codes).toEqual(['200', '200', '200', '200', '200', '429']);
});

test('one statement file at a time per customer across processes; the compiled worker writes the PDF', async () => {
  const token = await cluster.login('personal@demo.portal', DEMO_PASSWORD);
  const [wallet] = (await cluster.call('GET', 'user/account/getuseraccoundsbyid', { token })).json.data;
  const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
  const path = `user/statements/wallet/${wallet.account_id_pk}/file?from=${day(364)}&to=${day(0)}&format=pdf`;
  const download = async (on: number) => {
    const response = await cluster.fetch(path, { on, headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const answers = await Promise.all([download(0), download(1)]);
  const refused = answers.find((answer) => answer.status === 429);
  const made = answers.find((answer) => answer.status === 200);
  expect(JSON.parse(refused!.bytes.toString()).message).toBe(STATEMENT_BUSY);
  expect(made!.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  // Done on one process, the next is made on the other.
  const next = await download(answers[0]!.status === 200 ? 1 : 0);
  expect([next.status, next.bytes.subarray(0, 5).toString()]).toEqual([200, '%PDF-']);
});
