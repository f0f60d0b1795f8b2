import { authenticator } from 'otplib';
import { FORGOT_SENT } from '../../src/features/auth/forgot-password';
import { LOGIN_LOCKED } from '../../src/features/auth/login';
import { RESET_LOCKED, RESET_WRONG } from '../../src/features/auth/reset-password';
import { ONLY_ACCOUNT_DETAILS, TOO_MANY_EMAILS } from '../../src/features/wallets/send-account-info-email';
import { TOO_MANY_CHECKS } from '../../src/features/wallets/internal-transfer';
import { setMode, verifySecondFactor } from '../../src/security/second-factor';
import { DEMO_TOTP_SECRET } from '../../src/seed/demo-users';
import { PASSWORD, call, login, makeUser, setUser, useHarness } from '../support/harness';
import { accountOf, funded, post, prepare } from '../wallets-kit';

// Issue 9 "Money and access" (reset codes) and "Abuse": lockouts that an anonymous caller cannot turn against
// the account holder, no account enumeration, and no open relay.
const h = useHarness();
beforeEach(() => prepare(h));
const anon = (path: string, body: unknown) => call(h, 'POST', path, { body });

test("five wrong reset codes lock only the reset, not the holder's own second factor or login", async () => {
  const user = await makeUser(h, { kyc: 'Approved' });
  await setUser(h, user.id, { totpSecret: DEMO_TOTP_SECRET, totpEnabled: true });
  await setMode(h.database.db, user.id, 'internalotp', 'Google Authentication');
  await anon('user/auth/forgot-password', { email_id: user.email });
  const answers: string[] = [];
  for (let i = 0; i < 6; i += 1)
    answers.push(
      (
        await anon('user/auth/reset-password', {
          email_id: user.email,
          code: '000000',
          password: 'Hijack3d!!',
        })
      ).json.message,
    );
  expect(answers).toEqual([RESET_WRONG, RESET_WRONG, RESET_WRONG, RESET_WRONG, RESET_LOCKED, RESET_LOCKED]);
  // The holder still signs in and confirms an operation with the authenticator.
  expect((await login(h, user.email)).jwt_token).toBeTruthy();
  await expect(
    verifySecondFactor(h.database.db, {
      userId: user.id,
      flow: 'internalotp',
      authCode: authenticator.generate(DEMO_TOTP_SECRET),
      operation: { kind: 'x', amount: '1', payee: 'y' },
    }),
  ).resolves.toBeUndefined();
});

test('forgot-password and reset-password answer the same for known and unknown e-mails', async () => {
  const user = await makeUser(h);
  const known = await anon('user/auth/forgot-password', { email_id: user.email });
  const unknown = await anon('user/auth/forgot-password', { email_id: 'nobody-here@test.portal' });
  expect([known.status, known.json]).toEqual([unknown.status, unknown.json]);
  expect(known.json.message).toBe(FORGOT_SENT);
  const wrong = await anon('user/auth/reset-password', {
    email_id: user.email,
    code: '000001',
    password: 'Another1pass',
  });
  const ghost = await anon('user/auth/reset-password', {
    email_id: 'nobody-here@test.portal',
    code: '000001',
    password: 'Another1pass',
  });
  expect([wrong.status, wrong.json]).toEqual([ghost.status, ghost.json]);
});

test('per-account password lockout: the 5th wrong password locks, even the right one is refused then', async () => {
  const user = await makeUser(h);
  const attempt = async (password: string) =>
    (await anon('user/auth/login', { email_id: user.email, password })).json.message as string;
  for (let i = 0; i < 4; i += 1) expect(await attempt('Wrong-pass1')).toBe('Invalid email or password');
  expect(await attempt('Wrong-pass1')).toBe(LOGIN_LOCKED);
  expect(await attempt(PASSWORD)).toBe(LOGIN_LOCKED);
  // An unknown e-mail answers the same way (the lock does not reveal whether an account exists).
  const ghost = async () =>
    (await anon('user/auth/login', { email_id: 'ghost@test.portal', password: 'Wrong-pass1' })).json
      .message as string;
  for (let i = 0; i < 4; i += 1) expect(await ghost()).toBe('Invalid email or password');
  expect(await ghost()).toBe(LOGIN_LOCKED);
});

test('login takes as long for an unknown e-mail as for a known one (the hash is always computed)', async () => {
  const user = await makeUser(h);
  const time = async (email: string) => {
    const started = process.hrtime.bigint();
    await anon('user/auth/login', { email_id: email, password: 'Wrong-pass1' });
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const known: number[] = [];
  const unknown: number[] = [];
  // Three tries each (below the lockout), interleaved so machine load hits both alike.
  for (let i = 0; i < 3; i += 1) {
    known.push(await time(user.email));
    unknown.push(await time(`ghost${i}@test.portal`));
  }
  expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
});

test('checkemailaccount is throttled per user (it answers a name for an e-mail)', async () => {
  const a = await funded(h);
  const b = await funded(h);
  const answers: string[] = [];
  for (let i = 0; i < 21; i += 1)
    answers.push(
      (
        await post(h, a.token, 'user/account/checkemailaccount', {
          user_email: b.user.email,
          currancy: 'EUR',
        })
      ).json.code,
    );
  expect(answers.slice(0, 20).every((code) => code === '200')).toBe(true);
  const last = await post(h, a.token, 'user/account/checkemailaccount', {
    user_email: b.user.email,
    currancy: 'EUR',
  });
  expect([last.status, last.json.message]).toEqual([429, TOO_MANY_CHECKS]);
});

test('sendaccountinfoemail sends only account details, limited per recipient and per user', async () => {
  const a = await funded(h);
  const eur = await accountOf(h, a.user.id, 'fiat', 'EUR');
  const details = `Account number: ${eur.accountNumber}\nSwift code: ${eur.swiftCode}\nBank name: ${eur.bankName}\nReference: INVOICE-${eur.accountNumber}`;
  const send = (emailtext: string, email_id: string) =>
    post(h, a.token, 'user/settings/sendaccountinfoemail', { emailtext, email_id });
  expect((await send('Win a prize at https://evil.example/phish', 'victim@example.com')).json.message).toBe(
    ONLY_ACCOUNT_DETAILS,
  );
  expect((await send(`${details}\nClick: https://evil.example`, 'victim@example.com')).json.message).toBe(
    ONLY_ACCOUNT_DETAILS,
  );
  expect((await send('Account number: 123456789', 'victim@example.com')).json.message).toBe(
    ONLY_ACCOUNT_DETAILS,
  );
  for (let i = 0; i < 3; i += 1) expect((await send(details, 'friend@example.com')).json.code).toBe('200');
  expect((await send(details, 'friend@example.com')).json.message).toBe(TOO_MANY_EMAILS);
  expect((await send(details, 'other@example.com')).json.code).toBe('200');
  expect((await send(details, 'third@example.com')).json.code).toBe('200');
  expect((await send(details, 'fourth@example.com')).json.message).toBe(TOO_MANY_EMAILS);
  const outbox = (await call(h, 'GET', `dev/outbox/${encodeURIComponent('friend@example.com')}`)).json
    .data as { body: string }[];
  expect(outbox[0]!.body).toBe(details);
  expect((await call(h, 'GET', `dev/outbox/${encodeURIComponent('victim@example.com')}`)).json.data).toEqual(
    [],
  );
});
