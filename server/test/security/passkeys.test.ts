import { eq } from 'drizzle-orm';
import { passkeyChallenges, passkeyCredentials, secondFactorState } from '../../src/db/schema/index';
import { PASSKEY } from '../../src/security/passkeys';
import { FLOWS, modesOf, setMode } from '../../src/security/second-factor';
import { PASSWORD, call, lastCode, useHarness } from '../support/harness';
import { SoftAuthenticator, type Tweaks } from '../support/soft-authenticator';
import { accountOf, available, funded, get, post, prepare, wireBody } from '../wallets-kit';

// Issue 47 (decision 173): passkeys registered after re-authentication, a discoverable sign-in, and the second
// factor of a payment whose challenge is derived from its amount, currency, payee and a nonce — real WebAuthn
// structures signed by a software authenticator (ES256, attestation "none").
const h = useHarness();
beforeEach(() => prepare(h));
const ORIGIN = 'http://localhost:3000';
const RP_ID = 'localhost';

const customer = async () => {
  const a = await funded(h);
  const phone = `+44${a.user.phoneNumber}`;
  const authenticator = new SoftAuthenticator(ORIGIN, RP_ID);
  const smsFor = async (change: Record<string, string>) => {
    await post(h, a.token, 'user/auth/passkeys/change', change);
    expect((await get(h, a.token, 'user/auth/sendandcheckotp')).json.code).toBe('200');
    return lastCode(h, phone);
  };
  const addPasskey = async (name = 'Work laptop', device = authenticator, tweaks: Tweaks = {}) => {
    const current_code = await smsFor({ change: 'add' });
    const options = await post(h, a.token, 'user/auth/passkeys/register/options', {
      password: PASSWORD,
      current_code,
    });
    expect(options.json.code).toBe('200');
    return post(h, a.token, 'user/auth/passkeys/register', {
      name,
      response: device.register(options.json.data, tweaks),
    });
  };
  const outbox = async (to: string) =>
    (await call(h, 'GET', `dev/outbox/${encodeURIComponent(to)}`)).json.data as { body: string }[];
  const events = async () =>
    (await get(h, a.token, 'user/getSecurityEvents')).json.data.map(
      (row: { event_type: string; detail?: string }) => row.event_type,
    );
  return { ...a, phone, authenticator, smsFor, addPasskey, outbox, events };
};

const signInOptions = async () =>
  (await call(h, 'POST', 'user/auth/passkeys/sign-in/options', { body: {} })).json.data;
const signIn = (response: unknown) => call(h, 'POST', 'user/auth/passkeys/sign-in', { body: { response } });

test('adding a passkey needs the password and the current factor; the owner is told and the trail lists it', async () => {
  const c = await customer();
  const bare = await post(h, c.token, 'user/auth/passkeys/register/options', {});
  expect([bare.json.code, bare.json.message]).toEqual([
    '400',
    'password: Enter your password to change your sign-in method.',
  ]);
  const noCode = await post(h, c.token, 'user/auth/passkeys/register/options', { password: PASSWORD });
  expect(noCode.json.message).toMatch(/^current_code: /);
  const added = await c.addPasskey();
  expect([added.json.code, added.json.data.name, added.json.data.last_used_at]).toEqual([
    '200',
    'Work laptop',
    null,
  ]);
  expect((await c.outbox(c.phone))[0]!.body).toMatch(/passkey "Work laptop" was added/);
  expect((await c.outbox(c.user.email))[0]!.body).toMatch(/passkey "Work laptop" was added/);
  const list = (await get(h, c.token, 'user/auth/passkeys')).json.data;
  expect(list.map((row: { id: string }) => row.id)).toEqual([c.authenticator.id]);
  expect((await c.events())[0]).toBe('passkey_added');
});

test('a registration for a foreign origin, without user verification, or replayed is refused', async () => {
  const c = await customer();
  const foreign = await c.addPasskey(
    'Phishing',
    new SoftAuthenticator('https://portal-login.example', RP_ID),
  );
  expect([foreign.json.code, foreign.json.message]).toEqual(['400', PASSKEY.origin]);
  const noUv = await c.addPasskey('No PIN', new SoftAuthenticator(ORIGIN, RP_ID, { uv: false }));
  expect(noUv.json.message).toBe(PASSKEY.userVerification);
  const current_code = await c.smsFor({ change: 'add' });
  const options = (
    await post(h, c.token, 'user/auth/passkeys/register/options', { password: PASSWORD, current_code })
  ).json.data;
  const response = c.authenticator.register(options);
  expect((await post(h, c.token, 'user/auth/passkeys/register', { name: 'A', response })).json.code).toBe(
    '200',
  );
  const again = await post(h, c.token, 'user/auth/passkeys/register', { name: 'A', response });
  expect([again.json.code, again.json.message]).toEqual(['400', PASSKEY.used]);
  expect((await get(h, c.token, 'user/auth/passkeys')).json.data).toHaveLength(1);
});

test('a passkey signs in on its own (both factors); a replayed, foreign or unverified answer does not', async () => {
  const c = await customer();
  await c.addPasskey();
  const answer = c.authenticator.assert(await signInOptions());
  const first = await signIn(answer);
  expect(first.json.code).toBe('200');
  expect(first.json.data.jwt_token).toEqual(expect.any(String));
  expect(
    (await get(h, first.json.data.jwt_token, 'user/auth/passkeys')).json.data[0].last_used_at,
  ).not.toBeNull();
  expect((await signIn(answer)).json).toMatchObject({ code: '401', message: PASSKEY.used });
  const foreign = c.authenticator.assert(await signInOptions(), { origin: 'https://portal-login.example' });
  expect((await signIn(foreign)).json.message).toBe(PASSKEY.origin);
  const noUv = c.authenticator.assert(await signInOptions(), { uv: false });
  expect((await signIn(noUv)).json.message).toBe(PASSKEY.userVerification);
  const stranger = new SoftAuthenticator(ORIGIN, RP_ID).assert(await signInOptions());
  expect((await signIn(stranger)).json).toMatchObject({
    code: '401',
    message: PASSKEY.notRegistered,
  });
  // A counter that goes back is a copied key.
  const copied = c.authenticator.assert(await signInOptions(), { counter: 1 });
  expect((await signIn(copied)).json.message).toBe(PASSKEY.counter);
  expect(await c.events()).toContain('sign_in_failed');
});

test('backup flags: a single-device passkey answering as synced is refused', async () => {
  const c = await customer();
  await c.addPasskey();
  const synced = c.authenticator.assert(await signInOptions(), { be: true, bs: true });
  expect((await signIn(synced)).json.message).toBe(PASSKEY.backup);
  const impossible = c.authenticator.assert(await signInOptions(), { be: false, bs: true });
  expect((await signIn(impossible)).json.code).toBe('401');
});

describe('a wire confirmed with a passkey (dynamic linking)', () => {
  const passkeyCustomer = async () => {
    const c = await customer();
    await c.addPasskey();
    for (const flow of FLOWS) await setMode(h.database.db, c.user.id, flow, 'Passkey');
    const eur = await accountOf(h, c.user.id, 'fiat', 'EUR');
    const review = async (amount: string, extra: Record<string, unknown> = {}) => {
      expect(
        (await post(h, c.token, 'user/outgoingtransfer/outgoingwirecheck', wireBody(eur.id, amount, extra)))
          .json.code,
      ).toBe('200');
      const options = await post(h, c.token, 'user/auth/passkeys/operation/options', {});
      expect(options.json.code).toBe('200');
      return options.json.data as { challenge: string; allowCredentials: { id: string }[] };
    };
    const submit = (amount: string, answer: unknown, extra: Record<string, unknown> = {}) =>
      post(h, c.token, 'user/outgoingtransfer/outgoingwire', {
        ...wireBody(eur.id, amount, extra),
        passkey: JSON.stringify(answer),
      });
    return { ...c, eur, review, submit };
  };

  test('the flows answer the passkey mode; the assertion for 20 EUR moves 20 EUR once', async () => {
    const c = await passkeyCustomer();
    expect((await modesOf(h.database.db, c.user.id)).outgoingotp).toBe('Passkey');
    const options = await c.review('20');
    expect(options.allowCredentials.map((row) => row.id)).toEqual([c.authenticator.id]);
    const answer = c.authenticator.assert(options);
    const before = await available(h, c.eur.id);
    expect((await c.submit('20', answer)).json.code).toBe('200');
    const after = await available(h, c.eur.id);
    expect(Number(before) - Number(after)).toBeGreaterThanOrEqual(20);
    const twice = await c.submit('20', answer);
    expect([twice.json.code, twice.json.message]).toEqual(['401', PASSKEY.used]);
    expect(await available(h, c.eur.id)).toBe(after);
  });

  test('an assertion for 20 EUR is refused for 30 EUR and for another payee; nothing moves', async () => {
    const c = await passkeyCustomer();
    const before = await available(h, c.eur.id);
    const for20 = c.authenticator.assert(await c.review('20'));
    const at30 = await c.submit('30', for20);
    expect([at30.json.code, at30.json.message]).toEqual(['401', PASSKEY.otherOperation]);
    const other = c.authenticator.assert(await c.review('20'));
    const elsewhere = await c.submit('20', other, { accountnumber: 'FR7630006000011234567890189' });
    expect(elsewhere.json.message).toBe(PASSKEY.otherOperation);
    expect(await available(h, c.eur.id)).toBe(before);
  });

  test('an expired challenge, a missing or unreadable answer are refused; wrong answers lock the factor', async () => {
    const c = await passkeyCustomer();
    const options = await c.review('20');
    await h.database.db
      .update(passkeyChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passkeyChallenges.challenge, options.challenge));
    expect((await c.submit('20', c.authenticator.assert(options))).json.message).toBe(PASSKEY.expired);
    const missing = await post(h, c.token, 'user/outgoingtransfer/outgoingwire', wireBody(c.eur.id, '20'));
    expect([missing.json.code, missing.json.message]).toEqual(['400', PASSKEY.required]);
    const garbled = await post(h, c.token, 'user/outgoingtransfer/outgoingwire', {
      ...wireBody(c.eur.id, '20'),
      passkey: '{',
    });
    expect([garbled.json.code, garbled.json.message]).toEqual(['400', PASSKEY.unreadable]);
    // Expired above is one failure; four more answers for 20 EUR submitted as 30 EUR lock it.
    for (let i = 0; i < 4; i += 1) await c.submit('30', c.authenticator.assert(await c.review('20')));
    const locked = await c.submit('20', c.authenticator.assert(await c.review('20')));
    expect(locked.json.code).toBe('423');
    const [state] = await h.database.db
      .select()
      .from(secondFactorState)
      .where(eq(secondFactorState.userId, c.user.id));
    expect(state!.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
  });

  test('a crypto buy: the assertion for 100 USD is refused for 200 USD and for another coin, then buys once', async () => {
    const c = await passkeyCustomer();
    const usd = await accountOf(h, c.user.id, 'fiat', 'USD');
    const btc = await accountOf(h, c.user.id, 'crypto', 'BTC');
    const eth = await accountOf(h, c.user.id, 'crypto', 'ETH');
    const order = (amount: string, coin = btc.id) => ({
      buy_crypto: coin,
      buy_account: usd.id,
      buy_amount: amount,
    });
    const review = async (amount: string) => {
      expect((await post(h, c.token, 'user/cryptoexchange/getcryptoratesBuy', order(amount))).json.code).toBe(
        '200',
      );
      return (await post(h, c.token, 'user/auth/passkeys/operation/options', {})).json.data;
    };
    const buy = (body: Record<string, unknown>, answer: unknown) =>
      post(h, c.token, 'user/cryptoexchange/submitexchangebuy', { ...body, passkey: JSON.stringify(answer) });
    const before = await available(h, usd.id);
    const at200 = await buy(order('200'), c.authenticator.assert(await review('100')));
    expect([at200.json.code, at200.json.message]).toEqual(['401', PASSKEY.otherOperation]);
    const otherCoin = await buy(order('100', eth.id), c.authenticator.assert(await review('100')));
    expect(otherCoin.json.message).toBe(PASSKEY.otherOperation);
    expect(await available(h, usd.id)).toBe(before);
    const answer = c.authenticator.assert(await review('100'));
    expect((await buy(order('100'), answer)).json.code).toBe('200');
    expect(Number(before) - Number(await available(h, usd.id))).toBe(100);
    expect((await buy(order('100'), answer)).json.message).toBe(PASSKEY.used);
    expect(Number(before) - Number(await available(h, usd.id))).toBe(100);
  });

  test('the CVV reveal takes a passkey whose challenge was made for that card only', async () => {
    const c = await passkeyCustomer();
    const foreign = await post(h, c.token, 'user/auth/passkeys/operation/options', { card_id: '999999' });
    expect(foreign.json.code).toBe('404');
    const noCard = await post(h, c.token, 'user/cards/verify2FA', { passkey: 'x' });
    expect(noCard.json.message).toBe(PASSKEY.unreadable);
  });
});

test('removing a passkey needs re-authentication; a password reset removes them and the flows ask for SMS', async () => {
  const c = await customer();
  await c.addPasskey();
  for (const flow of FLOWS) await setMode(h.database.db, c.user.id, flow, 'Passkey');
  const alone = await post(h, c.token, 'user/auth/passkeys/remove', {
    id: c.authenticator.id,
    password: PASSWORD,
  });
  expect(alone.json.message).toMatch(/^current_code: /);
  const current_code = await c.smsFor({ change: 'remove', id: c.authenticator.id });
  expect((await c.outbox(c.phone))[0]!.body).toContain('removing the passkey "Work laptop"');
  const removed = await post(h, c.token, 'user/auth/passkeys/remove', {
    id: c.authenticator.id,
    password: PASSWORD,
    current_code,
  });
  expect(removed.json.code).toBe('200');
  expect((await c.events())[0]).toBe('passkey_removed');
  expect((await modesOf(h.database.db, c.user.id)).outgoingotp).toBe('SMS OTP Authentication');

  await c.addPasskey('Phone', new SoftAuthenticator(ORIGIN, RP_ID));
  expect((await modesOf(h.database.db, c.user.id)).outgoingotp).toBe('Passkey');
  await call(h, 'POST', 'user/auth/forgot-password', { body: { email_id: c.user.email } });
  const reset = await call(h, 'POST', 'user/auth/reset-password', {
    body: { email_id: c.user.email, code: await lastCode(h, c.user.email), password: 'Rec0veredPass!' },
  });
  expect(reset.json.code).toBe('200');
  expect(
    await h.database.db.select().from(passkeyCredentials).where(eq(passkeyCredentials.userId, c.user.id)),
  ).toEqual([]);
  expect((await modesOf(h.database.db, c.user.id)).outgoingotp).toBe('SMS OTP Authentication');
});
