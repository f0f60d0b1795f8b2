import { SIGNUP_STARTED } from '../../src/features/auth/signup';
import { TOO_MANY_MESSAGES } from '../../src/security/message-quota';
import { PASSWORD, call, lastCode, makeUser, useHarness } from '../support/harness';

// Issue 46: the registration answered "This email address is already registered" (409) to anyone. It now
// answers a known and a new address alike; the owner of a known one is told by e-mail instead of a code.
const h = useHarness();
type Mail = { subject: string; body: string; code: string | null };
const outbox = async (to: string) =>
  (await call(h, 'GET', `dev/outbox/${encodeURIComponent(to)}`)).json.data as Mail[];
const register = (email_id: string, phone_number: string) =>
  call(h, 'POST', 'user/auth/register/personal', {
    body: {
      first_name: 'Eve',
      last_name: 'Other',
      email_id,
      country_code: '44',
      phone_number,
      password: 'Squatt3rPass!',
    },
  });
/** The answer without what differs on every call (the token itself). */
const shape = (r: Awaited<ReturnType<typeof register>>) => ({
  status: r.status,
  code: r.json.code,
  message: r.json.message,
  keys: Object.keys(r.json.data).sort(),
  email: r.json.data.email_id,
  hint: r.json.data.phone_hint.replace(/\d{4}$/, 'NNNN'),
});

test('a known and a new address get the same answer; the known one gets a notice, no code', async () => {
  const owner = await makeUser(h, { email: 'owner@test.portal' });
  const known = await register('Owner@Test.Portal', '7700900001');
  const fresh = await register('new@test.portal', '7700900002');
  expect(shape(known)).toEqual({ ...shape(fresh), email: 'owner@test.portal' });
  expect(shape(fresh)).toMatchObject({
    status: 200,
    code: '200',
    message: SIGNUP_STARTED,
    email: 'new@test.portal',
  });
  const [notice, ...rest] = await outbox(owner.email);
  expect(rest).toEqual([]);
  expect(notice!.code).toBeNull();
  expect(notice!.body).toContain('tried to open a Portal Payments Ltd account with this e-mail address');
  expect(notice!.body).toContain('/page-forgot-password');
  expect((await outbox('new@test.portal'))[0]!.code).toMatch(/^\d{6}$/);
  // Both phones get their code and both verify: the phone step tells nothing either.
  for (const [answer, phone] of [
    [known, '+447700900001'],
    [fresh, '+447700900002'],
  ] as const) {
    const sms = await call(h, 'POST', 'user/auth/verify-signup-sms', {
      body: { signup_token: answer.json.data.signup_token, code: await lastCode(h, phone) },
    });
    expect([sms.json.code, sms.json.data]).toEqual(['200', { email_verified: 'No', phone_verified: 'Yes' }]);
  }
  // The held sign-up can never be finished, and its resend reaches nobody (same answer).
  const guess = await call(h, 'POST', 'user/auth/verify-signup-email', {
    body: { signup_token: known.json.data.signup_token, code: '123456' },
  });
  expect(guess.json.code).toBe('401');
  const resend = await call(h, 'POST', 'user/auth/resend-signup-code', {
    body: { signup_token: known.json.data.signup_token, channel: 'email' },
  });
  expect(resend.json).toMatchObject({ code: '200', message: 'A new code was sent to your e-mail' });
  expect(await outbox(owner.email)).toHaveLength(1);
  // The owner's account is untouched: the old password still signs in.
  const signIn = await call(h, 'POST', 'user/auth/login', {
    body: { email_id: owner.email, password: PASSWORD },
  });
  expect(signIn.json.code).toBe('200');
});

test('registrations to one address are limited, known or not, with the same answer', async () => {
  await makeUser(h, { email: 'owner@test.portal' });
  for (const address of ['owner@test.portal', 'new@test.portal']) {
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await register(address, `770090010${i}`)).json.message);
    expect(answers.slice(0, 5)).toEqual(Array(5).fill(SIGNUP_STARTED));
    expect(answers[5]).toBe(TOO_MANY_MESSAGES);
  }
  expect(await outbox('owner@test.portal')).toHaveLength(5);
});
