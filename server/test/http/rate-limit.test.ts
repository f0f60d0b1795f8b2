import { RATE_LIMITED } from '../../src/http/registrar';
import { call, makeUser, useHarness } from '../support/harness';

// Issue 3 item 2: login, OTP, referral and contact calls are rate-limited per IP (a small limit here; the
// production default is 60 a minute, RATE_LIMIT_MAX / RATE_LIMIT_WINDOW_MS).
const LIMIT = 3;
const h = useHarness({ rateLimit: { max: LIMIT, timeWindowMs: 60_000 } });
const TOO_MANY = { code: '429', message: 'Too many requests, please try again later.', data: null };
// The limits are per IP and outlive a test: later tests log in from their own address.
const loginFrom = async (ip: string, email: string): Promise<string> =>
  (
    await h.app.inject({
      method: 'POST',
      url: '/api/v1/user/auth/login',
      remoteAddress: ip,
      headers: { 'x-access-key': 'test-access-key' },
      payload: { email_id: email, password: 'Passw0rd!x' },
    })
  ).json().data.jwt_token;

const exhaust = async (send: () => Promise<{ status: number; json: unknown }>) => {
  for (let i = 0; i < LIMIT; i += 1) expect((await send()).status).not.toBe(429);
  const refused = await send();
  expect(refused.status).toBe(429);
  expect(refused.json).toEqual(TOO_MANY);
};

test('the limited set covers login, OTP, referral and contact', () => {
  for (const id of [
    'auth.login',
    'auth.loginVerify',
    'auth.forgotPassword',
    'auth.sendAndCheckOtp',
    'shell.referralRequest',
    'shell.sendReferralLink',
  ])
    expect(RATE_LIMITED.has(id)).toBe(true);
});

test('login answers 429 in the envelope after the limit; a correct password does not get through either', async () => {
  const user = await makeUser(h);
  await exhaust(() =>
    call(h, 'POST', 'user/auth/login', { body: { email_id: user.email, password: 'wrong' } }),
  );
  const right = await call(h, 'POST', 'user/auth/login', {
    body: { email_id: user.email, password: 'Passw0rd!x' },
  });
  expect(right.status).toBe(429);
});

test('OTP, referral and contact calls are limited too', async () => {
  const user = await makeUser(h, { kyc: 'Approved' });
  const token = await loginFrom('10.0.0.9', user.email);
  await exhaust(() => call(h, 'GET', 'user/auth/sendandcheckotp', { token }));
  await exhaust(() =>
    call(h, 'POST', 'user/auth/referral-request', {
      token,
      body: {
        fullname: 'A Friend',
        email: 'friend@test.portal',
        country_code: '44',
        phone: '7700900123',
        description: 'a friend',
      },
    }),
  );
  await exhaust(() =>
    call(h, 'POST', 'user/SubmitContact', {
      token,
      body: { fullname: 'Test User', emailid: user.email, subject: 'Hello', details: 'A question' },
    }),
  );
});

test('other calls are not limited', async () => {
  const user = await makeUser(h);
  const token = await loginFrom('10.0.0.10', user.email);
  for (let i = 0; i < LIMIT * 3; i += 1) {
    expect((await call(h, 'GET', 'user/getUserDetails', { token })).status).toBe(200);
    expect((await call(h, 'GET', 'ip')).status).toBe(200);
  }
});
