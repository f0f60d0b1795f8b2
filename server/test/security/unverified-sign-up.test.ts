import { SIGNUP_STARTED } from '../../src/features/auth/signup';
import { PASSWORD, call, lastCode, useHarness } from '../support/harness';

// Issue 22: someone else's unverified sign-up with my e-mail (and their phone) must never block me. Nobody has
// proven the inbox yet: my registration replaces it and verification restarts from my inbox and my phone.
const h = useHarness();
const MINE = 'owner@test.portal';
const person = (phone: string, password: string, first_name = 'Ana') => ({
  first_name,
  last_name: 'Silva',
  email_id: MINE,
  country_code: '351',
  phone_number: phone,
  password,
});
const SQUATTER_PASSWORD = 'Squatt3rPass!';
const register = async (phone: string, password: string, first = 'Ana') =>
  (await call(h, 'POST', 'user/auth/register/personal', { body: person(phone, password, first) })).json;
const signIn = async (password: string) =>
  (await call(h, 'POST', 'user/auth/login', { body: { email_id: MINE, password } })).json;

test("someone else's unverified sign-up with my e-mail does not stop my registration nor my sign-in", async () => {
  const squatter = await register('911111111', SQUATTER_PASSWORD, 'Eve');
  expect(squatter.code).toBe('200');
  // The squatter verifies their own phone; my inbox is still unproven.
  await call(h, 'POST', 'user/auth/verify-signup-sms', {
    body: { signup_token: squatter.data.signup_token, code: await lastCode(h, '+351911111111') },
  });
  const mine = await register('912345678', PASSWORD);
  expect([mine.code, mine.message]).toEqual(['200', SIGNUP_STARTED]);
  const token = mine.data.signup_token;
  expect(
    (
      await call(h, 'POST', 'user/auth/verify-signup-email', {
        body: { signup_token: token, code: await lastCode(h, MINE) },
      })
    ).json.data,
  ).toEqual({ email_verified: 'Yes', phone_verified: 'No' });
  const sms = await call(h, 'POST', 'user/auth/verify-signup-sms', {
    body: { signup_token: token, code: await lastCode(h, '+351912345678') },
  });
  expect(sms.json.code).toBe('200');
  const answer = await signIn(PASSWORD);
  expect(answer.code).toBe('200');
  expect(answer.data.jwt_token).toEqual(expect.any(String));
  // The replaced sign-up is over: its password and its token open nothing.
  expect((await signIn(SQUATTER_PASSWORD)).code).toBe('401');
  const late = await call(h, 'POST', 'user/auth/resend-signup-code', {
    body: { signup_token: squatter.data.signup_token, channel: 'email' },
  });
  expect(late.json.code).toBe('401');
  // A verified address stays mine: a new registration gets the usual answer, and I a notice instead of a code.
  expect((await register('913333333', SQUATTER_PASSWORD, 'Eve')).code).toBe('200');
  expect((await signIn(PASSWORD)).code).toBe('200');
});
