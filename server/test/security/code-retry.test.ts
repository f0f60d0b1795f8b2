import { authenticator } from 'otplib';
import { setMode } from '../../src/security/second-factor';
import { DEMO_TOTP_SECRET } from '../../src/seed/demo-users';
import { lastCode, setUser, useHarness } from '../support/harness';
import { accountOf, available, funded, get, post, prepare, wireBody } from '../wallets-kit';

// The portal keeps one Idempotency-Key per intent: a wrong or missing code must not burn the key, or the
// retry with the right code (same key, new body) would be refused as a different request.
const h = useHarness();
beforeEach(() => prepare(h));

test('a wrong SMS code, then the right one under the same Idempotency-Key: the transfer goes through once', async () => {
  const [a, b] = [await funded(h), await funded(h)];
  await setMode(h.database.db, a.user.id, 'internalotp', 'SMS OTP Authentication');
  const eur = await accountOf(h, a.user.id, 'fiat', 'EUR');
  const body = {
    account: String(eur.id),
    emailaddress: b.user.email,
    amount: '10',
    currancy: 'EUR',
    message: 'rent',
  };
  const key = { 'idempotency-key': 'intent-1' };
  expect((await post(h, a.token, 'user/internaltransfer/fiatinternaltransfer', body, key)).json.message).toBe(
    'otp: OTP is required',
  );
  // The preview binds the SMS code to this amount and payee (issue 9).
  await post(h, a.token, 'user/internaltransfer/fiatinternaltransfercheck', body);
  await get(h, a.token, 'user/auth/sendandcheckotp');
  const otp = await lastCode(h, `+44${a.user.phoneNumber}`);
  const wrong = otp === '000000' ? '111111' : '000000';
  expect(
    (await post(h, a.token, 'user/internaltransfer/fiatinternaltransfer', { ...body, otp: wrong }, key)).json
      .message,
  ).toBe('Invalid verification code.');
  const done = await post(h, a.token, 'user/internaltransfer/fiatinternaltransfer', { ...body, otp }, key);
  expect(done.json.code).toBe('200');
  expect(
    (await post(h, a.token, 'user/internaltransfer/fiatinternaltransfer', { ...body, otp }, key)).json,
  ).toEqual(done.json);
  expect(await available(h, eur.id)).toBe('17989.90000000');
});

test('a wrong authenticator code, then the right one under the same key (outgoing wire)', async () => {
  const { user, token } = await funded(h);
  await setUser(h, user.id, { totpSecret: DEMO_TOTP_SECRET, totpEnabled: true });
  await setMode(h.database.db, user.id, 'outgoingotp', 'Google Authentication');
  const eur = await accountOf(h, user.id, 'fiat', 'EUR');
  const wire = wireBody(eur.id);
  const key = { 'idempotency-key': 'intent-2' };
  const right = authenticator.generate(DEMO_TOTP_SECRET);
  expect(
    (
      await post(
        h,
        token,
        'user/outgoingtransfer/outgoingwire',
        { ...wire, auth_code: right === '123456' ? '654321' : '123456' },
        key,
      )
    ).json.code,
  ).toBe('401');
  expect(
    (await post(h, token, 'user/outgoingtransfer/outgoingwire', { ...wire, auth_code: right }, key)).json
      .code,
  ).toBe('200');
  expect(await available(h, eur.id)).toBe('17796.00000000');
});
