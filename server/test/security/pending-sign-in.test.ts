import { PASSWORD, call, lastCode, login, makeUser, setUser, useHarness } from '../support/harness';

// Issue 22: a sign-in begun with the old password (login_token, second factor pending) must not complete
// after the password was changed or reset.
const h = useHarness();
const NEW_PASSWORD = 'N3wPassw0rd!';
const EXPIRED = 'This verification step has expired. Please start again.';

const smsLoginUser = async () => {
  const user = await makeUser(h);
  const phone = `+44${user.phoneNumber}`;
  const { jwt_token: token } = await login(h, user.email);
  await setUser(h, user.id, { loginSecondFactor: 'SMS OTP Authentication' });
  return { user, phone, token };
};

/** The attacker's half: the old password gives a login_token and the SMS is pending. */
const beginSignIn = async (email: string) => {
  const { json } = await call(h, 'POST', 'user/auth/login', {
    body: { email_id: email, password: PASSWORD },
  });
  expect(json.data.login_token).toEqual(expect.any(String));
  return json.data.login_token as string;
};

const finish = async (login_token: string, code: string) =>
  (await call(h, 'POST', 'user/auth/login/verify', { body: { login_token, code } })).json;

test('a password change ends the sign-ins begun with the old password', async () => {
  const { user, phone, token } = await smsLoginUser();
  const loginToken = await beginSignIn(user.email);
  const code = await lastCode(h, phone);
  const changed = await call(h, 'POST', 'user/auth/updatepassword', {
    token,
    body: { old_password: PASSWORD, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
  });
  expect(changed.json.code).toBe('200');
  const answer = await finish(loginToken, code);
  expect(answer.code).toBe('401');
  expect(answer.message).toBe(EXPIRED);
  expect(answer.data?.jwt_token).toBeUndefined();
});

test('a password reset ends the sign-ins begun with the old password', async () => {
  const { user, phone } = await smsLoginUser();
  const loginToken = await beginSignIn(user.email);
  const code = await lastCode(h, phone);
  await call(h, 'POST', 'user/auth/forgot-password', { body: { email_id: user.email } });
  const resetCode = await lastCode(h, user.email);
  const reset = await call(h, 'POST', 'user/auth/reset-password', {
    body: { email_id: user.email, code: resetCode, password: NEW_PASSWORD },
  });
  expect(reset.json.code).toBe('200');
  const answer = await finish(loginToken, code);
  expect(answer.code).toBe('401');
  expect(answer.message).toBe(EXPIRED);
});
