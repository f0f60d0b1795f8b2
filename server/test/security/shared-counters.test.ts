import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { LOGIN_LOCKED } from '../../src/features/auth/login';
import { RESET_LOCKED, RESET_WRONG } from '../../src/features/auth/reset-password';
import { TOO_MANY_EMAILS } from '../../src/features/wallets/send-account-info-email';
import { TOO_MANY_CHECKS } from '../../src/features/wallets/internal-transfer';
import { type Harness, PASSWORD, call, lastCode, makeUser, useHarness } from '../support/harness';
import { accountOf, funded, post, prepare } from '../wallets-kit';

// Issue 20 "Limits that multiply with the number of processes" and issue 22 (same answers for a known and an
// unknown e-mail): the counters that protect accounts live in the database, so two app instances on one database
// (two API processes) and a new instance (a restart) count the same attempts.
const h = useHarness();
let second: FastifyInstance;
beforeAll(async () => {
  second = await buildApp({ db: h.database.db, config: h.config });
});
afterAll(() => second.close());
beforeEach(() => prepare(h));

/** Instance 0 is the harness's app, 1 the second one: alternate like a round-robin balancer. */
const on = (instance: number): Harness => (instance % 2 === 0 ? h : { ...h, app: second });
const signIn = (instance: number, email: string, password: string) =>
  call(on(instance), 'POST', 'user/auth/login', { body: { email_id: email, password } });
const answer = (r: { status: number; json: unknown }) => [r.status, r.json];
const WRONG = 'Invalid email or password';

test('five wrong passwords over two instances lock the account on both', async () => {
  const user = await makeUser(h);
  const messages: string[] = [];
  for (let i = 0; i < 5; i += 1) messages.push((await signIn(i, user.email, 'Wrong-pass1')).json.message);
  expect(messages).toEqual([WRONG, WRONG, WRONG, WRONG, LOGIN_LOCKED]);
  for (const instance of [0, 1])
    expect(answer(await signIn(instance, user.email, PASSWORD))).toEqual([
      200,
      { code: '423', message: LOGIN_LOCKED, data: null },
    ]);
});

test('parallel guesses on two instances: only five are checked, the rest are refused unchecked', async () => {
  const user = await makeUser(h);
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, i) => signIn(i, user.email, 'Wrong-pass1')),
  );
  const codes = answers.map((r) => r.json.code as string).sort();
  expect(codes).toEqual([...Array(5).fill('401'), ...Array(7).fill('423')]);
});

test('a lock survives a restart (a new app instance on the same database)', async () => {
  const user = await makeUser(h);
  const before = await buildApp({ db: h.database.db, config: h.config });
  for (let i = 0; i < 4; i += 1)
    expect(
      (
        await call({ ...h, app: before }, 'POST', 'user/auth/login', {
          body: { email_id: user.email, password: 'Wrong-pass1' },
        })
      ).json.message,
    ).toBe(WRONG);
  await before.close();
  const after = await buildApp({ db: h.database.db, config: h.config });
  const again = (password: string) =>
    call({ ...h, app: after }, 'POST', 'user/auth/login', { body: { email_id: user.email, password } });
  expect((await again('Wrong-pass1')).json.message).toBe(LOGIN_LOCKED);
  expect((await again(PASSWORD)).json.code).toBe('423');
  await after.close();
});

test('an unknown e-mail locks exactly like a known one (same status and envelope at every step)', async () => {
  const user = await makeUser(h);
  const run = async (email: string, last: string) => {
    const answers: unknown[] = [];
    for (let i = 0; i < 5; i += 1) answers.push(answer(await signIn(i, email, 'Wrong-pass1')));
    // The 6th: the right password for the known e-mail, any password for the unknown one; then 2 more tries.
    answers.push(answer(await signIn(5, email, last)));
    for (let i = 6; i < 8; i += 1) answers.push(answer(await signIn(i, email, 'Wrong-pass1')));
    return answers;
  };
  const known = await run(user.email, PASSWORD);
  const unknown = await run('nobody-at-all@test.portal', PASSWORD);
  expect(unknown).toEqual(known);
  expect(known.slice(5)).toEqual(Array(3).fill([200, { code: '423', message: LOGIN_LOCKED, data: null }]));
  // The key is the e-mail however it is typed.
  expect((await signIn(0, ' NOBODY-AT-ALL@test.portal ', 'x')).json.code).toBe('423');
});

test('wrong reset codes over two instances lock the reset on both; the right code is refused then', async () => {
  const user = await makeUser(h);
  await call(h, 'POST', 'user/auth/forgot-password', { body: { email_id: user.email } });
  const reset = (instance: number, code: string) =>
    call(on(instance), 'POST', 'user/auth/reset-password', {
      body: { email_id: user.email, code, password: 'Another1pass!' },
    });
  const messages: string[] = [];
  for (let i = 0; i < 5; i += 1) messages.push((await reset(i, '000000')).json.message);
  expect(messages).toEqual([RESET_WRONG, RESET_WRONG, RESET_WRONG, RESET_WRONG, RESET_LOCKED]);
  const code = await lastCode(h, user.email);
  for (const instance of [0, 1]) expect((await reset(instance, code)).json.code).toBe('423');
});

test('recipient look-ups: 20 in total over two instances', async () => {
  const a = await funded(h);
  const b = await funded(h);
  const check = (instance: number) =>
    post(on(instance), a.token, 'user/account/checkemailaccount', {
      user_email: b.user.email,
      currancy: 'EUR',
    });
  const codes: string[] = [];
  for (let i = 0; i < 20; i += 1) codes.push((await check(i)).json.code);
  expect(codes.every((c) => c === '200')).toBe(true);
  for (const instance of [0, 1])
    expect(answer(await check(instance))).toEqual([
      429,
      { code: '429', message: TOO_MANY_CHECKS, data: null },
    ]);
});

test('account-details e-mails: 3 a day per recipient over two instances and a restart', async () => {
  const a = await funded(h);
  const eur = await accountOf(h, a.user.id, 'fiat', 'EUR');
  const send = (target: Harness) =>
    post(target, a.token, 'user/settings/sendaccountinfoemail', {
      emailtext: `Account number: ${eur.accountNumber}`,
      email_id: 'friend@example.com',
    });
  expect((await send(on(0))).json.code).toBe('200');
  expect((await send(on(1))).json.code).toBe('200');
  const restarted = await buildApp({ db: h.database.db, config: h.config });
  expect((await send({ ...h, app: restarted })).json.code).toBe('200');
  expect((await send({ ...h, app: restarted })).json.message).toBe(TOO_MANY_EMAILS);
  await restarted.close();
  expect((await send(on(1))).json.message).toBe(TOO_MANY_EMAILS);
});
