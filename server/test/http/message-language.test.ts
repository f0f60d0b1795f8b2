import { TOKEN_MISSING_OR_INVALID } from '@portal/shared/contract';
import { FRENCH_MESSAGES } from '../../src/i18n/french-messages';
import { notifyUser } from '../../src/domain/notify';
import { call, login, makeUser, useHarness } from '../support/harness';
import { accountOf, funded, post, wireBody } from '../wallets-kit';

const h = useHarness();
const FRENCH = { 'accept-language': 'fr' };

const signIn = (email: string, password: string, headers?: Record<string, string>) =>
  call(h, 'POST', 'user/auth/login', {
    body: { email_id: email, password },
    ...(headers ? { headers } : {}),
  });

test('a refusal is written in the language the caller asks for, English by default', async () => {
  const user = await makeUser(h);
  expect((await signIn(user.email, 'Wrong!2345')).json.message).toBe('Invalid email or password');
  expect((await signIn(user.email, 'Wrong!2345', { 'accept-language': 'en-GB,en;q=0.9' })).json.message).toBe(
    'Invalid email or password',
  );
  expect((await signIn(user.email, 'Wrong!2345', FRENCH)).json).toMatchObject({
    code: '401',
    message: 'E-mail ou mot de passe incorrect',
  });
  // A browser's own preference list, French first.
  expect((await signIn(user.email, 'Wrong!2345', { 'accept-language': 'fr-CA,en;q=0.5' })).json.message).toBe(
    'E-mail ou mot de passe incorrect',
  );
  // A language we do not write falls back to English (another user: five failures lock an account).
  const other = await makeUser(h);
  expect((await signIn(other.email, 'Wrong!2345', { 'accept-language': 'de' })).json.message).toBe(
    'Invalid email or password',
  );
});

test('a 400 still names the field, in French after it', async () => {
  const answer = await call(h, 'POST', 'user/auth/login', {
    body: { email_id: 'not-an-address', password: 'x' },
    headers: FRENCH,
  });
  const english = await call(h, 'POST', 'user/auth/login', {
    body: { email_id: 'not-an-address', password: 'x' },
  });
  expect(answer.status).toBe(400);
  expect(english.json.message).toMatch(/^email_id: [A-Z]/);
  expect(answer.json.message).toMatch(/^email_id: /);
  expect(answer.json.message).toBe(
    `email_id: ${FRENCH_MESSAGES[english.json.message.slice('email_id: '.length)]}`,
  );
});

test('the error envelope and the not-found answer are translated too', async () => {
  const missing = await call(h, 'GET', 'no/such/route', { headers: FRENCH });
  expect(missing.json).toEqual({ code: '404', message: 'Introuvable', data: null });
  const malformed = await h.app.inject({
    method: 'POST',
    url: '/api/v1/user/auth/login',
    headers: { ...FRENCH, 'x-access-key': h.config.accessKey, 'content-type': 'application/json' },
    payload: '{"email_id":',
  });
  expect(malformed.json()).toMatchObject({ code: '400', message: 'body: JSON invalide' });
});

test('the token messages the portal reads stay as the contract writes them', async () => {
  const answer = await call(h, 'GET', 'user/getUserDetails', { headers: FRENCH });
  expect(answer.json.message).toBe(TOKEN_MISSING_OR_INVALID);
});

test('a confirmation and a replayed refusal come out in the language of the call that reads them', async () => {
  const { token } = await funded(h);
  const key = { 'idempotency-key': 'usd-wire-1' };
  const body = { transfer_currency: 'USD', transfer_amount: '1' };
  const first = await post(h, token, 'user/account/transfer-wallet-to-account', body, key);
  expect(first.json.message).toBe('Currently, USD transfer are not supported.');
  // The same intent sent again, now from a portal shown in French: the stored answer, in French.
  const replay = await post(h, token, 'user/account/transfer-wallet-to-account', body, { ...key, ...FRENCH });
  expect(replay.json.code).toBe(first.json.code);
  expect(replay.json.message).not.toBe(first.json.message);
  expect(replay.json.message).toMatch(/USD/);
  const sent = await post(
    h,
    token,
    'user/account/transfer-wallet-to-account',
    { transfer_currency: 'EUR', transfer_amount: '10' },
    { 'idempotency-key': 'eur-wire-1', ...FRENCH },
  );
  expect(sent.json).toMatchObject({ code: '200', message: '€ 10.00 transférés vers votre compte IBAN' });
});

test('a notification the server wrote reads French; one a person wrote stays as written', async () => {
  const user = await makeUser(h);
  const { jwt_token: token } = await login(h, user.email);
  await notifyUser(h.database.db, user.id, {
    title: 'Card purchase declined',
    description: '€ 12.00 at Corner Shop with card **** 4242: Above the daily limit of € 500.00',
    transactionType: 'Card',
  });
  await notifyUser(h.database.db, user.id, {
    title: 'Hello',
    description: 'From the team',
    transactionType: 'Buy',
  });
  const read = async (headers?: Record<string, string>) =>
    (
      await call(h, 'GET', 'user/notification/getUserNotification', {
        token,
        ...(headers ? { headers } : {}),
      })
    ).json.data.map((row: { title: string; description: string }) => [row.title, row.description]);
  expect(await read(FRENCH)).toEqual([
    ['Hello', 'From the team'],
    [
      'Achat par carte refusé',
      '€ 12.00 chez Corner Shop avec la carte **** 4242 : Au-delà du plafond journalier de € 500.00',
    ],
  ]);
  expect((await read())[1]).toEqual([
    'Card purchase declined',
    '€ 12.00 at Corner Shop with card **** 4242: Above the daily limit of € 500.00',
  ]);
});

test("a flow's result details read French for a French caller; the name the customer typed stays", async () => {
  const { user, token } = await funded(h);
  const eur = await accountOf(h, user.id, 'fiat', 'EUR');
  const check = (headers?: Record<string, string>) =>
    post(h, token, 'user/outgoingtransfer/outgoingwirecheck', wireBody(eur.id), headers);
  const english = (await check()).json.data;
  const [, fee] = /^Wire to Hans Muster, fee (€ \d+\.\d{2})$/.exec(english.success_display_details) ?? [];
  expect(fee).toBeDefined();
  expect((await check(FRENCH)).json.data).toEqual({
    ...english,
    success_display_details: `Virement à Hans Muster, frais ${fee}`,
  });
});
