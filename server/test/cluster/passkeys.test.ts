import { DEMO_PASSWORD } from '../../src/seed/demo-users';
import { PASSKEY } from '../../src/security/passkeys';
import { SoftAuthenticator } from '../support/soft-authenticator';
import { type Cluster, startCluster } from './harness';

// Issue 47 on two compiled API processes over one PostgreSQL: a passkey challenge issued by one process is
// verified by the other, used once whichever answers (even both at the same moment), and survives a SIGKILL of
// the process that issued it.
let cluster: Cluster;
const EMAIL = 'personal@demo.portal';
const device = new SoftAuthenticator('http://localhost:3000', 'localhost');
let token: string;

beforeAll(async () => {
  cluster = await startCluster({ processes: 2, label: 'passkeys', together: false });
  // The ceremony of adding one is covered in-process (test/security/passkeys.test.ts); here it is seeded.
  const { rows } = await cluster.db.query('select id from users where email = $1', [EMAIL]);
  const userId = rows[0].id as number;
  await cluster.db.query(
    `insert into passkey_credentials (id, user_id, public_key, device_type, name) values ($1, $2, $3, 'singleDevice', 'Seeded')`,
    [device.id, userId, device.publicKey],
  );
  await cluster.db.query(
    `insert into second_factor_settings (user_id, flow, mode) values ($1, 'outgoingotp', 'Passkey')
     on conflict (user_id, flow) do update set mode = 'Passkey'`,
    [userId],
  );
  token = await cluster.login(EMAIL, DEMO_PASSWORD);
});
afterAll(() => cluster?.stop());

const signInOptions = async (on: number) =>
  (await cluster.call('POST', 'user/auth/passkeys/sign-in/options', { body: {}, on })).json.data;
const signIn = (response: unknown, on: number) =>
  cluster.call('POST', 'user/auth/passkeys/sign-in', { body: { response }, on });

const wire = (amount: string) => ({
  swiftcode: 'DEUTDEFF',
  accountname: 'Deutsche Bank',
  address: 'Taunusanlage 12',
  country: 1,
  abatitle: '021000021',
  accountnumber: 'DE89370400440532013000',
  customer_name: 'Hans Muster',
  customer_address: 'Berlin',
  amount,
  currancy: 'EUR',
});

test('a sign-in challenge from process 0 is accepted once by process 1, refused after on process 0', async () => {
  const answer = device.assert(await signInOptions(0));
  const first = await signIn(answer, 1);
  expect([first.json.code, typeof first.json.data?.jwt_token]).toEqual(['200', 'string']);
  const again = await signIn(answer, 0);
  expect([again.json.code, again.json.message]).toEqual(['401', PASSKEY.used]);
});

test('one answer sent to both processes at the same moment signs in once', async () => {
  const answer = device.assert(await signInOptions(0));
  const both = await Promise.all([signIn(answer, 0), signIn(answer, 1)]);
  expect(both.map((r) => r.json.code).sort()).toEqual(['200', '401']);
});

test('a wire reviewed on process 0 and its challenge made on process 1 is confirmed on process 0, once', async () => {
  const { rows } = await cluster.db.query(
    `select a.id from ledger_accounts a join users u on u.id = a.owner_user_id
     where u.email = $1 and a.kind = 'fiat' and a.currency = 'EUR'`,
    [EMAIL],
  );
  const body = { ...wire('20'), account: String(rows[0].id) };
  const check = await cluster.call('POST', 'user/outgoingtransfer/outgoingwirecheck', { token, body, on: 0 });
  expect(check.json.code).toBe('200');
  const options = await cluster.call('POST', 'user/auth/passkeys/operation/options', {
    token,
    body: {},
    on: 1,
  });
  const passkey = JSON.stringify(device.assert(options.json.data));
  const other = await cluster.call('POST', 'user/outgoingtransfer/outgoingwire', {
    token,
    body: { ...body, amount: '30', passkey },
    on: 1,
  });
  expect(other.json.message).toBe(PASSKEY.otherOperation);
  // That refusal used the challenge: a new one for the same review.
  const fresh = await cluster.call('POST', 'user/auth/passkeys/operation/options', {
    token,
    body: {},
    on: 1,
  });
  const answer = JSON.stringify(device.assert(fresh.json.data));
  const sent = await cluster.call('POST', 'user/outgoingtransfer/outgoingwire', {
    token,
    body: { ...body, passkey: answer },
    on: 0,
  });
  expect(sent.json.code).toBe('200');
  const replay = await cluster.call('POST', 'user/outgoingtransfer/outgoingwire', {
    token,
    body: { ...body, passkey: answer },
    on: 1,
  });
  expect(replay.json.message).toBe(PASSKEY.used);
});

test('a challenge outlives the SIGKILL of the process that issued it', async () => {
  const answer = device.assert(await signInOptions(0));
  await cluster.kill(0, 'SIGKILL');
  const after = await signIn(answer, 1);
  expect(after.json.code).toBe('200');
});
