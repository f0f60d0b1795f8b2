import { eq } from 'drizzle-orm';
import { authenticator } from 'otplib';
import { users } from '../../src/db/schema/index';
import { PASSWORD, call, lastCode, login, makeUser, setUser, useHarness } from '../support/harness';

// Issue 22 (ASVS 5.0 V7.5.1): a session alone must not replace the sign-in factor. Adding the authenticator needs
// the password and the current factor (an SMS code sent for this change, naming it); the customer is told on the
// old channels; a password reset through the inbox brings the factor back to SMS on the phone on file.
const h = useHarness();

const smsLoginUser = async () => {
  const user = await makeUser(h);
  const phone = `+44${user.phoneNumber}`;
  const { jwt_token: token } = await login(h, user.email);
  await setUser(h, user.id, { loginSecondFactor: 'SMS OTP Authentication' });
  const outbox = async (to: string) =>
    (await call(h, 'GET', `dev/outbox/${encodeURIComponent(to)}`)).json.data as { body: string }[];
  const setup = async () =>
    (await call(h, 'GET', 'user/auth/authenticator/setup', { token })).json.data.secret as string;
  const confirm = async (body: Record<string, string>) =>
    (await call(h, 'POST', 'user/auth/authenticator/confirm', { token, body })).json;
  const sendCode = async () => {
    expect((await call(h, 'GET', 'user/auth/sendandcheckotp', { token })).json.code).toBe('200');
    return lastCode(h, phone);
  };
  const factor = async () =>
    (await h.database.db.select().from(users).where(eq(users.id, user.id)))[0]!.loginSecondFactor;
  return { user, phone, token, outbox, setup, confirm, sendCode, factor };
};

test('a session alone cannot enable the authenticator: the password and the current SMS factor are required', async () => {
  const u = await smsLoginUser();
  const secret = await u.setup();
  const alone = await u.confirm({ code: authenticator.generate(secret) });
  expect([alone.code, alone.message]).toEqual([
    '400',
    'password: Enter your password to change your sign-in method.',
  ]);
  const wrong = await u.confirm({ code: authenticator.generate(secret), password: 'not-the-password1' });
  expect([wrong.code, wrong.message]).toEqual(['400', 'password: Current password does not match.']);
  const noCode = await u.confirm({ code: authenticator.generate(secret), password: PASSWORD });
  expect(noCode.code).toBe('400');
  expect(noCode.message).toMatch(/^current_code: /);
  expect(await u.factor()).toBe('SMS OTP Authentication');
  const login1 = await call(h, 'POST', 'user/auth/login', {
    body: { email_id: u.user.email, password: PASSWORD },
  });
  expect(login1.json.data.two_factor).toBe('SMS OTP Authentication');
});

test('with password and the SMS code sent for this change it is enabled, and the old channels are told', async () => {
  const u = await smsLoginUser();
  const secret = await u.setup();
  const current = await u.sendCode();
  expect((await u.outbox(u.phone))[0]!.body).toContain('Google Authenticator');
  // Let the authenticator's time step used by nothing else: a fresh code.
  const ok = await u.confirm({
    code: authenticator.generate(secret),
    password: PASSWORD,
    current_code: current,
  });
  expect([ok.code, ok.message]).toEqual(['200', 'Google Authenticator enabled']);
  expect(await u.factor()).toBe('Google Authentication');
  expect((await u.outbox(u.phone))[0]!.body).toMatch(/authenticator app was added/i);
  expect((await u.outbox(u.user.email))[0]!.body).toMatch(/authenticator app was added/i);
});

test('the owner recovers: a password reset through the inbox brings the sign-in factor back to SMS', async () => {
  const u = await smsLoginUser();
  const secret = await u.setup();
  const current = await u.sendCode();
  await u.confirm({ code: authenticator.generate(secret), password: PASSWORD, current_code: current });
  expect(await u.factor()).toBe('Google Authentication');
  await call(h, 'POST', 'user/auth/forgot-password', { body: { email_id: u.user.email } });
  const NEW = 'Rec0veredPass!';
  const reset = await call(h, 'POST', 'user/auth/reset-password', {
    body: { email_id: u.user.email, code: await lastCode(h, u.user.email), password: NEW },
  });
  expect(reset.json.code).toBe('200');
  const first = await call(h, 'POST', 'user/auth/login', { body: { email_id: u.user.email, password: NEW } });
  expect(first.json.data.two_factor).toBe('SMS OTP Authentication');
  const done = await call(h, 'POST', 'user/auth/login/verify', {
    body: { login_token: first.json.data.login_token, code: await lastCode(h, u.phone) },
  });
  expect(done.json.data.jwt_token).toEqual(expect.any(String));
  expect((await u.outbox(u.user.email))[0]!.body).toMatch(/password was reset/i);
});
