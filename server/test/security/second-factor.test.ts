import { authenticator } from 'otplib';
import { notePendingOperation } from '../../src/security/pending-operation';
import { setMode, verifySecondFactor } from '../../src/security/second-factor';
import { DEMO_TOTP_SECRET } from '../../src/seed/demo-users';
import { call, lastCode, login, makeUser, setUser, useHarness } from '../support/harness';

const h = useHarness();
const op = { kind: 'internal', amount: '100.00', payee: 'friend@test.portal' };

test('an authenticator code is accepted once', async () => {
  const user = await makeUser(h);
  await setUser(h, user.id, { totpSecret: DEMO_TOTP_SECRET, totpEnabled: true });
  await setMode(h.database.db, user.id, 'internalotp', 'Google Authentication');
  const code = authenticator.generate(DEMO_TOTP_SECRET);
  await expect(
    verifySecondFactor(h.database.db, {
      userId: user.id,
      flow: 'internalotp',
      authCode: code,
      operation: op,
    }),
  ).resolves.toBeUndefined();
  await expect(
    verifySecondFactor(h.database.db, {
      userId: user.id,
      flow: 'internalotp',
      authCode: code,
      operation: op,
    }),
  ).rejects.toThrow('Invalid verification code.');
  await expect(
    verifySecondFactor(h.database.db, { userId: user.id, flow: 'internalotp', operation: op }),
  ).rejects.toThrow(/google authetication code/);
});

test('an SMS code is bound to the operation it was sent for and single-use', async () => {
  const user = await makeUser(h);
  await setMode(h.database.db, user.id, 'outgoingotp', 'SMS OTP Authentication');
  const { jwt_token } = await login(h, user.email);
  await notePendingOperation(h.database.db, user.id, op);
  expect((await call(h, 'GET', 'user/auth/sendandcheckotp', { token: jwt_token })).json.code).toBe('200');
  const code = await lastCode(h, `+44${user.phoneNumber}`);
  const other = { ...op, amount: '9000.00' };
  await expect(
    verifySecondFactor(h.database.db, {
      userId: user.id,
      flow: 'outgoingotp',
      smsCode: code,
      operation: other,
    }),
  ).rejects.toThrow('This code was issued for another operation.');
  await expect(
    verifySecondFactor(h.database.db, {
      userId: user.id,
      flow: 'outgoingotp',
      smsCode: code,
      operation: { ...op, payee: 'thief@test.portal' },
    }),
  ).rejects.toThrow('another operation');
  await expect(
    verifySecondFactor(h.database.db, { userId: user.id, flow: 'outgoingotp', smsCode: code, operation: op }),
  ).resolves.toBeUndefined();
  await expect(
    verifySecondFactor(h.database.db, { userId: user.id, flow: 'outgoingotp', smsCode: code, operation: op }),
  ).rejects.toThrow('Invalid verification code.');
});

test('five wrong codes lock the second factor for 15 minutes, even for a right code', async () => {
  const user = await makeUser(h);
  await setUser(h, user.id, { totpSecret: DEMO_TOTP_SECRET, totpEnabled: true });
  await setMode(h.database.db, user.id, 'buyotp', 'Google Authentication');
  const wrong = String((Number(authenticator.generate(DEMO_TOTP_SECRET)) + 500000) % 1000000).padStart(
    6,
    '0',
  );
  for (let i = 0; i < 4; i += 1)
    await expect(
      verifySecondFactor(h.database.db, { userId: user.id, flow: 'buyotp', authCode: wrong, operation: op }),
    ).rejects.toThrow('Invalid verification code.');
  await expect(
    verifySecondFactor(h.database.db, { userId: user.id, flow: 'buyotp', authCode: wrong, operation: op }),
  ).rejects.toThrow(/locked until .* \(15 minutes\)/);
  await expect(
    verifySecondFactor(h.database.db, {
      userId: user.id,
      flow: 'buyotp',
      authCode: authenticator.generate(DEMO_TOTP_SECRET),
      operation: op,
    }),
  ).rejects.toThrow(/locked/);
});

test('a flow set to none needs no code', async () => {
  const user = await makeUser(h);
  await expect(
    verifySecondFactor(h.database.db, { userId: user.id, flow: 'swapotp', operation: op }),
  ).resolves.toBeUndefined();
});
