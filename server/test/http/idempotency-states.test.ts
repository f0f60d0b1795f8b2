import { eq } from 'drizzle-orm';
import { idempotencyKeys, pendingOperations, secondFactorState } from '../../src/db/schema/index';
import { sha256 } from '../../src/security/hashing';
import { OTHER_OPERATION, setMode } from '../../src/security/second-factor';
import { lastCode, useHarness } from '../support/harness';
import { accountOf, available, funded, get, post, prepare } from '../wallets-kit';

// Through the real routes: a request still running under a key → 409, deterministic (the running row is
// planted, as the previous version left them: it committed the key before the work); five wrong codes lock the flow even for the right code, and no money moves.
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

// A money call with an Idempotency-Key runs in one transaction that a refusal rolls back: what the refusal must
// record (the wrong code counted, the operation a stale code is re-bound to) is still kept.
test('wrong codes under one Idempotency-Key still count: the fifth locks, the right code is refused', async () => {
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
  await post(h, a.token, 'user/internaltransfer/fiatinternaltransfercheck', body);
  await get(h, a.token, 'user/auth/sendandcheckotp');
  const otp = await lastCode(h, `+44${a.user.phoneNumber}`);
  const wrong = otp === '000000' ? '111111' : '000000';
  const send = (code: string, key: string) =>
    post(
      h,
      a.token,
      'user/internaltransfer/fiatinternaltransfer',
      { ...body, otp: code },
      { 'idempotency-key': key },
    );
  for (let i = 0; i < 4; i += 1)
    expect((await send(wrong, 'same-intent')).json).toMatchObject({
      code: '401',
      message: 'Invalid verification code.',
    });
  const [state] = await h.database.db
    .select()
    .from(secondFactorState)
    .where(eq(secondFactorState.userId, a.user.id));
  expect(state?.failures).toBe(4);
  expect((await send(wrong, 'another-key')).json.code).toBe('423');
  expect((await send(otp, 'same-intent')).json.code).toBe('423');
  expect(await available(h, eur.id)).toBe('18000.00000000');
  // Refusals by code free the key: nothing is stored for it.
  expect(
    await h.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, a.user.id)),
  ).toEqual([]);
});

test('a code refused under a key, then the right one under the same key: the money moves once', async () => {
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
  await post(h, a.token, 'user/internaltransfer/fiatinternaltransfercheck', body);
  await get(h, a.token, 'user/auth/sendandcheckotp');
  const otp = await lastCode(h, `+44${a.user.phoneNumber}`);
  const send = (code: string) =>
    post(
      h,
      a.token,
      'user/internaltransfer/fiatinternaltransfer',
      { ...body, otp: code },
      { 'idempotency-key': 'k' },
    );
  // A wrong code: refused, and nothing is stored for the key (the user retries the same intent).
  expect((await send(otp === '000000' ? '111111' : '000000')).json.code).toBe('401');
  const paid = await send(otp);
  expect(paid.json.code).toBe('200');
  expect((await send(otp)).json).toEqual(paid.json);
  expect(await available(h, eur.id)).toBe('17989.90000000');
  const [state] = await h.database.db
    .select()
    .from(secondFactorState)
    .where(eq(secondFactorState.userId, a.user.id));
  expect(state?.failures).toBe(0);
});

test('a code issued for another amount is refused under a key, and the resend is bound to the submitted one', async () => {
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
  await post(h, a.token, 'user/internaltransfer/fiatinternaltransfercheck', body);
  await get(h, a.token, 'user/auth/sendandcheckotp');
  const otp = await lastCode(h, `+44${a.user.phoneNumber}`);
  const refused = await post(
    h,
    a.token,
    'user/internaltransfer/fiatinternaltransfer',
    { ...body, amount: '20', otp },
    { 'idempotency-key': 'stale' },
  );
  expect(refused.json.message).toBe(OTHER_OPERATION);
  const [pending] = await h.database.db
    .select()
    .from(pendingOperations)
    .where(eq(pendingOperations.userId, a.user.id));
  expect(pending?.summary).toContain('of 20.00 EUR');
  expect(await available(h, eur.id)).toBe('18000.00000000');
});
