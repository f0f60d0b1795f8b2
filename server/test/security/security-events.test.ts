import { authenticator } from 'otplib';
import { secondFactorCommand } from '../../src/cli/commands/second-factor';
import { setMode } from '../../src/security/second-factor';
import { DEMO_TOTP_SECRET } from '../../src/seed/demo-users';
import { accountOf, funded, prepare, wireBody } from '../wallets-kit';
import { PASSWORD, call, lastCode, login, makeUser, setUser, useHarness } from '../support/harness';

// Issue 22 "Beyond the probe": a security trail the customer sees (sign-ins, failures, factor and password
// changes, new payees, ended sessions), recorded by the server, newest first, paged, only the owner's; an
// e-mail on each factor or password change.
const h = useHarness();
const NEW_PASSWORD = 'N3wPassw0rd!';

type Event = { event_type: string; detail: string; ip: string; event_datetime: string };
const events = async (token: string, query = '') =>
  (await call(h, 'GET', `user/getSecurityEvents${query}`, { token })).json;
const kinds = async (token: string) => (await events(token)).data.map((row: Event) => row.event_type);
const mails = async (to: string) =>
  (await call(h, 'GET', `dev/outbox/${encodeURIComponent(to)}`)).json.data as { subject: string }[];

test('sign-ins, failed sign-ins and a password change are recorded, newest first, with an e-mail', async () => {
  const user = await makeUser(h);
  await call(h, 'POST', 'user/auth/login', { body: { email_id: user.email, password: 'Wrong-pass1' } });
  const { jwt_token: token } = await login(h, user.email);
  const changed = await call(h, 'POST', 'user/auth/updatepassword', {
    token,
    body: { old_password: PASSWORD, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
  });
  expect(changed.json.code).toBe('200');
  expect(await kinds(token)).toEqual(['password_changed', 'sign_in', 'sign_in_failed']);
  const [newest] = (await events(token)).data as Event[];
  expect(newest).toMatchObject({ ip: '127.0.0.1', event_datetime: expect.stringMatching(/^\d{4}-/) });
  expect((await mails(user.email)).map((m) => m.subject)).toContain('Your password was changed');
});

test('a wrong second-factor code at sign-in is a failed sign-in; a reset is recorded with its e-mail', async () => {
  const user = await makeUser(h);
  await setUser(h, user.id, { loginSecondFactor: 'SMS OTP Authentication' });
  const begun = await call(h, 'POST', 'user/auth/login', {
    body: { email_id: user.email, password: PASSWORD },
  });
  await call(h, 'POST', 'user/auth/login/verify', {
    body: { login_token: begun.json.data.login_token, code: '000000' },
  });
  await call(h, 'POST', 'user/auth/forgot-password', { body: { email_id: user.email } });
  const reset = await call(h, 'POST', 'user/auth/reset-password', {
    body: { email_id: user.email, code: await lastCode(h, user.email), password: NEW_PASSWORD },
  });
  expect(reset.json.code).toBe('200');
  await setUser(h, user.id, { loginSecondFactor: 'none' });
  const { jwt_token: token } = await login(h, user.email, NEW_PASSWORD);
  const rows = (await events(token)).data as Event[];
  expect(rows.map((row) => [row.event_type, row.detail])).toEqual([
    ['sign_in', ''],
    ['password_reset', ''],
    ['sign_in_failed', 'second_factor'],
  ]);
  expect((await mails(user.email)).map((m) => m.subject)).toContain('Your password was reset');
});

test('signing out is recorded, once per session', async () => {
  const user = await makeUser(h);
  const first = await login(h, user.email);
  expect((await call(h, 'GET', 'user/auth/logout', { token: first.jwt_token })).json.code).toBe('200');
  // The ended session's token no longer reaches the handler: no second sign-out row.
  expect((await call(h, 'GET', 'user/auth/logout', { token: first.jwt_token })).status).toBe(401);
  const { jwt_token: token } = await login(h, user.email);
  expect(await kinds(token)).toEqual(['sign_in', 'sign_out', 'sign_in']);
});

test('an automatic logout (revoke with the refresh token) is a sign-out, recorded once', async () => {
  const user = await makeUser(h);
  const first = await login(h, user.email);
  const revoke = () =>
    call(h, 'GET', 'user/auth/revoke', { headers: { 'x-refresh-token': first.jwt_refresh_token } });
  // Two at once (a second tab's logout): one ends the session, the other finds it ended.
  const answers = await Promise.all([revoke(), revoke()]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  const { jwt_token: token } = await login(h, user.email);
  expect(await kinds(token)).toEqual(['sign_in', 'sign_out', 'sign_in']);
});

test('adding the authenticator is a second-factor change', async () => {
  const user = await makeUser(h);
  const { jwt_token: token } = await login(h, user.email);
  await setUser(h, user.id, { loginSecondFactor: 'SMS OTP Authentication' });
  const setup = await call(h, 'GET', 'user/auth/authenticator/setup', { token });
  await call(h, 'GET', 'user/auth/sendandcheckotp', { token });
  const confirmed = await call(h, 'POST', 'user/auth/authenticator/confirm', {
    token,
    body: {
      code: authenticator.generate(setup.json.data.secret),
      password: PASSWORD,
      current_code: await lastCode(h, `+44${user.phoneNumber}`),
    },
  });
  expect(confirmed.json.code).toBe('200');
  expect((await kinds(token))[0]).toBe('second_factor_changed');
});

test('a saved beneficiary and ended sessions are recorded', async () => {
  await prepare(h);
  const { user, token } = await funded(h);
  await setUser(h, user.id, { totpSecret: DEMO_TOTP_SECRET, totpEnabled: true });
  await setMode(h.database.db, user.id, 'outgoingotp', 'Google Authentication');
  const eur = await accountOf(h, user.id, 'fiat', 'EUR');
  const sent = await call(h, 'POST', 'user/outgoingtransfer/outgoingwire', {
    token,
    body: wireBody(eur.id, '200', {
      checkboxval: true,
      templatename: 'Hans',
      auth_code: authenticator.generate(DEMO_TOTP_SECRET),
    }),
  });
  expect(sent.json.code).toBe('200');
  await login(h, user.email);
  await call(h, 'POST', 'user/auth/sessions/end-others', { token });
  const rows = (await events(token)).data as Event[];
  expect(rows.slice(0, 3).map((row) => [row.event_type, row.detail])).toEqual([
    ['other_sessions_ended', '1'],
    ['sign_in', ''],
    ['payee_added', 'Hans'],
  ]);
});

test('each customer lists only their own events, a page at a time', async () => {
  const owner = await makeUser(h);
  const other = await makeUser(h);
  for (let i = 0; i < 3; i += 1)
    await call(h, 'POST', 'user/auth/login', { body: { email_id: owner.email, password: 'Wrong-pass1' } });
  const ownerToken = (await login(h, owner.email)).jwt_token;
  const otherToken = (await login(h, other.email)).jwt_token;
  expect(await kinds(otherToken)).toEqual(['sign_in']);
  const page = await events(ownerToken, '?page=2&size=3');
  expect(page.paging).toEqual({ page: 2, size: 3, total: 4 });
  expect(page.data.map((row: Event) => row.event_type)).toEqual(['sign_in_failed']);
  const bad = await call(h, 'GET', 'user/getSecurityEvents?page=0&size=3', { token: ownerToken });
  expect(bad.status).toBe(400);
  expect(bad.json.message).toMatch(/^page: /);
  expect((await call(h, 'GET', 'user/getSecurityEvents')).status).toBe(401);
});

test('a sign-in factor changed by support is in the trail, and the customer is e-mailed', async () => {
  const user = await makeUser(h);
  await secondFactorCommand.run(h.database.db, [user.email, 'login', 'sms']);
  const { json } = await call(h, 'POST', 'user/auth/login', {
    body: { email_id: user.email, password: PASSWORD },
  });
  await call(h, 'POST', 'user/auth/login/verify', {
    body: { login_token: json.data.login_token, code: await lastCode(h, `+44${user.phoneNumber}`) },
  });
  await setUser(h, user.id, { loginSecondFactor: 'none' });
  const { jwt_token: token } = await login(h, user.email);
  expect((await events(token)).data.at(-1)).toMatchObject({
    event_type: 'second_factor_changed',
    detail: 'support',
  });
  expect((await mails(user.email)).map((m) => m.subject)).toContain('Your sign-in method changed');
});
