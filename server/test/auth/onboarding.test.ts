import { FORGOT_SENT } from '../../src/features/auth/forgot-password';
import { authenticator } from 'otplib';
import { call, lastCode, login, makeUser, PASSWORD, setUser, useHarness } from '../support/harness';

const h = useHarness();
const person = (email: string) => ({
  first_name: 'Ana',
  last_name: 'Silva',
  email_id: email,
  country_code: '351',
  phone_number: '912345678',
  password: PASSWORD,
});

test('personal registration: e-mail code then SMS code, then signed in', async () => {
  const start = await call(h, 'POST', 'user/auth/register/personal', { body: person('ana@test.portal') });
  expect(start.json.code).toBe('200');
  const token = start.json.data.signup_token;
  expect(
    (await call(h, 'POST', 'user/auth/login', { body: { email_id: 'ana@test.portal', password: PASSWORD } }))
      .json.code,
  ).toBe('403');
  const wrong = await call(h, 'POST', 'user/auth/verify-signup-email', {
    body: {
      signup_token: token,
      code: '000000' === (await lastCode(h, 'ana@test.portal')) ? '111111' : '000000',
    },
  });
  expect(wrong.json.code).toBe('401');
  const email = await call(h, 'POST', 'user/auth/verify-signup-email', {
    body: { signup_token: token, code: await lastCode(h, 'ana@test.portal') },
  });
  expect(email.json.data).toEqual({ email_verified: 'Yes', phone_verified: 'No' });
  const sms = await call(h, 'POST', 'user/auth/verify-signup-sms', {
    body: { signup_token: token, code: await lastCode(h, '+351912345678') },
  });
  expect(sms.json.message).toBe('Signup Successfully Completed');
  const details = await call(h, 'GET', 'user/getUserDetails', { token: sms.json.data.jwt_token });
  expect(details.json.data).toMatchObject({
    email_id: 'ana@test.portal',
    status: 'Enable',
    account: 'Personal',
    is_access_dashboard: true,
  });
  // The address now has an account: a new registration gets the usual answer, its owner a notice (issue 46).
  expect(
    (await call(h, 'POST', 'user/auth/register/personal', { body: person('ana@test.portal') })).json.code,
  ).toBe('200');
});

test('registration validation names the field', async () => {
  const res = await call(h, 'POST', 'user/auth/register/personal', {
    body: { ...person('x@test.portal'), first_name: undefined },
  });
  expect(res.status).toBe(400);
  expect(res.json.message).toBe('first_name: First Name is required.');
  const weak = await call(h, 'POST', 'user/auth/register/personal', {
    body: { ...person('x@test.portal'), password: 'short' },
  });
  expect(weak.json.message).toMatch(/^password: /);
});

test('corporate with several shareholders starts without dashboard access; VIP needs a valid referral code', async () => {
  const corp = await call(h, 'POST', 'user/auth/register/corporate', {
    body: { ...person('corp@test.portal'), company_name: 'Acme', is_one_share_holder: 'No' },
  });
  expect(corp.json.code).toBe('200');
  const { users } = await import('../../src/db/schema/index');
  const [row] = (await h.database.db.select().from(users)).filter((u) => u.email === 'corp@test.portal');
  expect(row).toMatchObject({
    account: 'Corporate',
    companyName: 'Acme',
    isAccessDashboard: false,
    isOneShareHolder: 'No',
  });
  expect(
    (
      await call(h, 'POST', 'user/auth/register/vip', {
        body: { ...person('vip@test.portal'), referal_code: 'NOPE' },
      })
    ).json.message,
  ).toBe('referal_code: Invalid referral code');
  const inviter = await makeUser(h, { vipUser: 'Yes', tier: 2 });
  const vip = await call(h, 'POST', 'user/auth/register/vip', {
    body: { ...person('vip@test.portal'), referal_code: inviter.referalCode },
  });
  expect(vip.json.code).toBe('200');
});

test('authenticator setup then login asks for the code; a code works once', async () => {
  const user = await makeUser(h);
  const { jwt_token } = await login(h, user.email);
  const setup = await call(h, 'GET', 'user/auth/authenticator/setup', { token: jwt_token });
  expect(setup.json.data.otpauth_url).toContain(`secret=${setup.json.data.secret}`);
  const secret = setup.json.data.secret as string;
  // Re-authentication: the password and an SMS code sent for this change (issue 22).
  await call(h, 'GET', 'user/auth/sendandcheckotp', { token: jwt_token });
  const current_code = await lastCode(h, `+44${user.phoneNumber}`);
  expect(
    (
      await call(h, 'POST', 'user/auth/authenticator/confirm', {
        token: jwt_token,
        body: { code: authenticator.generate(secret), password: PASSWORD, current_code },
      })
    ).json.code,
  ).toBe('200');
  const first = await call(h, 'POST', 'user/auth/login', {
    body: { email_id: user.email, password: PASSWORD },
  });
  expect(first.json.data).toMatchObject({ two_factor: 'Google Authentication' });
  expect(first.json.data.jwt_token).toBeUndefined();
  // The confirm step already used this time step: the same code is refused now.
  const reused = await call(h, 'POST', 'user/auth/login/verify', {
    body: { login_token: first.json.data.login_token, code: authenticator.generate(secret) },
  });
  expect(reused.json.code).toBe('401');
});

test('SMS login second factor, demo login, forgot and reset password', async () => {
  const user = await makeUser(h);
  await setUser(h, user.id, { loginSecondFactor: 'SMS OTP Authentication' });
  const first = await call(h, 'POST', 'user/auth/login', {
    body: { email_id: user.email, password: PASSWORD },
  });
  const code = await lastCode(h, `+44${user.phoneNumber}`);
  const verified = await call(h, 'POST', 'user/auth/login/verify', {
    body: { login_token: first.json.data.login_token, code },
  });
  expect(verified.json.data.jwt_token).toBeTruthy();
  expect(
    (
      await call(h, 'POST', 'user/auth/login/verify', {
        body: { login_token: first.json.data.login_token, code },
      })
    ).json.code,
  ).toBe('401');

  expect((await call(h, 'POST', 'user/auth/demologin')).json.code).toBe('404');
  await makeUser(h, { demoUser: true });
  expect((await call(h, 'POST', 'user/auth/demologin')).json.data.demouser).toBe('Yes');

  // Same answer for an unknown address (no account enumeration).
  expect(
    (await call(h, 'POST', 'user/auth/forgot-password', { body: { email_id: 'ghost@test.portal' } })).json,
  ).toMatchObject({ code: '200', message: FORGOT_SENT });
  const session = await login(h, (await makeUser(h, { email: 'reset@test.portal' })).email);
  await call(h, 'POST', 'user/auth/forgot-password', { body: { email_id: 'reset@test.portal' } });
  const reset = await call(h, 'POST', 'user/auth/reset-password', {
    body: {
      email_id: 'reset@test.portal',
      code: await lastCode(h, 'reset@test.portal'),
      password: 'NewPassw0rd',
    },
  });
  expect(reset.json.code).toBe('200');
  expect((await call(h, 'GET', 'user/getUserDetails', { token: session.jwt_token })).status).toBe(401);
  expect((await login(h, 'reset@test.portal', 'NewPassw0rd')).jwt_token).toBeTruthy();
});

test('public branding and the dev outbox need no session', async () => {
  const branding = await call(h, 'GET', 'admin/logo/getbranding');
  expect(branding.json.data).toMatchObject({ logo_title: 'Portal Payments', logo: 'default-logo.svg' });
  const logo = await h.app.inject({ method: 'GET', url: '/api/v1/admin/logo/getlogo/default-logo.svg' });
  expect(logo.statusCode).toBe(200);
  expect(logo.headers['content-type']).toContain('image/svg+xml');
  const favicon = await h.app.inject({ method: 'GET', url: '/api/v1/admin/logo/getfavicon/x.png' });
  expect(favicon.rawPayload.subarray(1, 4).toString()).toBe('PNG');
});
