import { idempotencyKeys } from '../../src/db/schema/index';
import { sha256 } from '../../src/security/hashing';
import { setMode } from '../../src/security/second-factor';
import { lastCode, useHarness } from '../support/harness';
import { accountOf, available, funded, get, post, prepare } from '../wallets-kit';

// Through the real routes: a request still running under a key → 409, deterministic (the running row is
// planted); five wrong codes lock the flow even for the right code, and no money moves.
const h = useHarness();
beforeEach(() => prepare(h));

test('a replay while the first request is still running is 409 and runs nothing', async () => {
  const [a, b] = [await funded(h), await funded(h)];
  const eur = await accountOf(h, a.user.id, 'fiat', 'EUR');
  const body = {
    account: String(eur.id),
    emailaddress: b.user.email,
    amount: '10',
    currancy: 'EUR',
    message: 'rent',
  };
  const requestHash = sha256(`internalTransfer.fiatInternalTransfer\n${JSON.stringify(body)}`);
  await h.database.db.insert(idempotencyKeys).values({
    userId: a.user.id,
    key: 'busy',
    endpointId: 'internalTransfer.fiatInternalTransfer',
    requestHash,
  });
  const busy = await post(h, a.token, 'user/internaltransfer/fiatinternaltransfer', body, {
    'idempotency-key': 'busy',
  });
  expect(busy.status).toBe(409);
  expect(busy.json).toEqual({ code: '409', message: 'This request is still being processed', data: null });
  const other = await post(
    h,
    a.token,
    'user/internaltransfer/fiatinternaltransfer',
    { ...body, amount: '11' },
    { 'idempotency-key': 'busy' },
  );
  expect(other.status).toBe(422);
  expect(await available(h, eur.id)).toBe('18000.00000000');
});

test('five wrong SMS codes on a transfer lock the second factor; the right code is then refused too', async () => {
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
  await get(h, a.token, 'user/auth/sendandcheckotp');
  const otp = await lastCode(h, `+44${a.user.phoneNumber}`);
  const wrong = otp === '000000' ? '111111' : '000000';
  for (let i = 0; i < 4; i += 1)
    expect(
      (await post(h, a.token, 'user/internaltransfer/fiatinternaltransfer', { ...body, otp: wrong })).json,
    ).toMatchObject({ code: '401', message: 'Invalid verification code.' });
  const locked = await post(h, a.token, 'user/internaltransfer/fiatinternaltransfer', {
    ...body,
    otp: wrong,
  });
  expect(locked.json).toMatchObject({
    code: '423',
    message: expect.stringMatching(
      /^Too many wrong codes: your second factor is locked until \d\d:\d\d UTC \(15 minutes\)\.$/,
    ),
  });
  expect(
    (await post(h, a.token, 'user/internaltransfer/fiatinternaltransfer', { ...body, otp })).json.code,
  ).toBe('423');
  expect(await available(h, eur.id)).toBe('18000.00000000');
});
