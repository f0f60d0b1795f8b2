import type { FastifyInstance } from 'fastify';
import { authenticator } from 'otplib';
import { buildApp } from '../../src/app';
import { LOGIN_LOCKED } from '../../src/features/auth/login';
import { DEMO_TOTP_SECRET } from '../../src/seed/demo-users';
import { LOCK_NOTICES, PASSWORD_CHECKS_LOCKED } from '../../src/security/signed-in-checks';
import { type Harness, PASSWORD, call, login, makeUser, setUser, useHarness } from '../support/harness';

// Issue 46 (ASVS 5.0 V6.3): a password or a factor code checked under a session counts on the account's own
// counters in the database — the password on the sign-in's lock, the codes on the second factor's — so a stolen
// session guesses no faster than the login screen, on any process; the owner is told on the channels they had.
const h = useHarness();
let second: FastifyInstance;
beforeAll(async () => {
  second = await buildApp({ db: h.database.db, config: h.config });
});
afterAll(() => second.close());

/** Instance 0 is the harness's app, 1 a second API process on the same database. */
const on = (instance: number): Harness => (instance % 2 === 0 ? h : { ...h, app: second });
const outbox = async (to: string) =>
  (await call(h, 'GET', `dev/outbox/${encodeURIComponent(to)}`)).json.data as {
    subject: string;
    body: string;
  }[];
/** The owner's security trail: kind and detail of each event, newest first. */
const trail = async (token: string) =>
  (
    (await call(h, 'GET', 'user/getSecurityEvents', { token })).json.data as {
      event_type: string;
      detail: string;
    }[]
  ).map(({ event_type, detail }) => `${event_type}:${detail}`);
const NEW = 'N3wPassword!';
const change = (instance: number, token: string, old_password: string) =>
  call(on(instance), 'POST', 'user/auth/updatepassword', {
    token,
    body: { old_password, new_password: NEW, confirm_password: NEW },
  });

test('wrong current passwords under a session lock like the sign-in, over two processes, and tell the owner once', async () => {
  const user = await makeUser(h);
  const { jwt_token: token } = await login(h, user.email);
  const messages: string[] = [];
  for (let i = 0; i < 5; i += 1) messages.push((await change(i, token, `Wrong-pass${i}`)).json.message);
  const WRONG = 'Current password does not match.';
  expect(messages).toEqual([WRONG, WRONG, WRONG, WRONG, PASSWORD_CHECKS_LOCKED]);
  // Locked: even the right password changes nothing, on either process, and the sign-in is locked too.
  for (const instance of [0, 1])
    expect((await change(instance, token, PASSWORD)).json).toEqual({
      code: '423',
      message: PASSWORD_CHECKS_LOCKED,
      data: null,
    });
  expect(
    (await call(h, 'POST', 'user/auth/login', { body: { email_id: user.email, password: PASSWORD } })).json
      .message,
  ).toBe(LOGIN_LOCKED);
  for (let i = 0; i < 15; i += 1) await change(i, token, `Wrong-again${i}`);
  const mails = (await outbox(user.email)).filter((m) => m.subject === LOCK_NOTICES.password.subject);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.body).toContain(LOCK_NOTICES.password.text);
  const sms = await outbox(`+44${user.phoneNumber}`);
  expect(sms.filter((m) => m.body.startsWith(LOCK_NOTICES.password.text))).toHaveLength(1);
  expect((await trail(token)).filter((e) => e.startsWith('secret_checks_locked'))).toContain(
    'secret_checks_locked:password',
  );
});

test('a French customer is told in French, and the lock is on their security trail', async () => {
  const user = await makeUser(h, { lang: 'fr' });
  const { jwt_token: token } = await login(h, user.email);
  for (let i = 0; i < 5; i += 1) await change(i, token, `Wrong-pass${i}`);
  const [mail] = (await outbox(user.email)).filter((m) => m.subject === LOCK_NOTICES.password.fr.subject);
  expect(mail!.body).toContain(LOCK_NOTICES.password.fr.text);
  expect(mail!.body).toContain('Si ce n’était pas vous, réinitialisez votre mot de passe');
  expect(mail!.body).not.toContain('If this was not you');
  const sms = await outbox(`+44${user.phoneNumber}`);
  expect(sms.filter((m) => m.body.startsWith(LOCK_NOTICES.password.fr.text))).toHaveLength(1);
  expect(await trail(token)).toContain('secret_checks_locked:password');
});

test('guesses at the sign-in and under a session add up on one counter', async () => {
  const user = await makeUser(h);
  const { jwt_token: token } = await login(h, user.email);
  for (let i = 0; i < 3; i += 1)
    await call(h, 'POST', 'user/auth/login', { body: { email_id: user.email, password: 'Wrong-pass1' } });
  expect((await change(0, token, 'Wrong-pass2')).json.code).toBe('400');
  expect((await change(1, token, 'Wrong-pass3')).json.message).toBe(PASSWORD_CHECKS_LOCKED);
});

test('the factor-change re-authentication counts its passwords on the same lock', async () => {
  const user = await makeUser(h);
  const { jwt_token: token } = await login(h, user.email);
  await call(h, 'GET', 'user/auth/authenticator/setup', { token });
  const confirm = (instance: number, password: string) =>
    call(on(instance), 'POST', 'user/auth/authenticator/confirm', {
      token,
      body: { code: '123456', password, current_code: '123456' },
    });
  for (let i = 0; i < 4; i += 1)
    expect((await confirm(i, `Wrong-pass${i}`)).json.message).toBe(
      'password: Current password does not match.',
    );
  expect((await confirm(4, 'Wrong-pass4')).json).toMatchObject({ code: '423' });
  expect((await change(1, token, PASSWORD)).json.message).toBe(PASSWORD_CHECKS_LOCKED);
});

test('the right password clears the count: a customer who mistypes twice is not locked later', async () => {
  const user = await makeUser(h);
  const { jwt_token: token } = await login(h, user.email);
  for (let i = 0; i < 4; i += 1) await change(i, token, `Wrong-pass${i}`);
  expect((await change(0, token, PASSWORD)).json.code).toBe('200');
  for (let i = 0; i < 4; i += 1) expect((await change(i, token, `Wrong-again${i}`)).json.code).toBe('400');
});

test('wrong factor codes under a session lock the second factor and tell the owner on e-mail and phone', async () => {
  const user = await makeUser(h);
  await setUser(h, user.id, { totpSecret: DEMO_TOTP_SECRET, totpEnabled: true });
  const { jwt_token: token } = await login(h, user.email);
  const reveal = (instance: number, authcode: string) =>
    call(on(instance), 'POST', 'user/cards/verify2FA', { token, body: { authcode } });
  const right = authenticator.generate(DEMO_TOTP_SECRET);
  const wrong = right === '000000' ? '111111' : '000000';
  const codes: string[] = [];
  for (let i = 0; i < 5; i += 1) codes.push((await reveal(i, wrong)).json.code);
  expect(codes).toEqual(['401', '401', '401', '401', '423']);
  expect((await reveal(1, right)).json.code).toBe('423');
  const mails = (await outbox(user.email)).filter((m) => m.subject === LOCK_NOTICES.code.subject);
  expect(mails).toHaveLength(1);
  const sms = await outbox(`+44${user.phoneNumber}`);
  expect(sms.some((m) => m.body.startsWith(LOCK_NOTICES.code.text))).toBe(true);
  expect(await trail(token)).toContain('secret_checks_locked:second_factor');
});
