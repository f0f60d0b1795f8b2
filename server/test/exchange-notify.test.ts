import { and, eq } from 'drizzle-orm';
import { readOutbox } from '../src/adapters/outbox';
import { ledgerAccounts } from '../src/db/schema/index';
import { houseAccount, move } from '../src/ledger/index';
import { call, login, makeUser, useHarness } from './support/harness';

const h = useHarness();
const accountOf = async (userId: number, kind: string, currency: string) =>
  (
    await h.database.db
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.ownerUserId, userId),
          eq(ledgerAccounts.kind, kind),
          eq(ledgerAccounts.currency, currency),
        ),
      )
  )[0]!;
const fund = (accountId: number, currency: string, amount: string) =>
  h.database.db.transaction(async (tx) => {
    await move(tx, {
      from: await houseAccount(tx, 'external', currency),
      to: accountId,
      amount,
      reference: `T-${accountId}`,
      kind: 'test',
    });
  });
const withAddress = (id: number) =>
  h.database.db
    .update(ledgerAccounts)
    .set({ walletAddress: `0x${String(id).padStart(40, '0')}` })
    .where(eq(ledgerAccounts.id, id));

const setup = async () => {
  const user = await makeUser(h, { kyc: 'Approved' });
  const token = (await login(h, user.email)).jwt_token;
  const [usd, btc, eth] = [
    await accountOf(user.id, 'fiat', 'USD'),
    await accountOf(user.id, 'crypto', 'BTC'),
    await accountOf(user.id, 'crypto', 'ETH'),
  ];
  await fund(usd.id, 'USD', '10000');
  await fund(btc.id, 'BTC', '1');
  await withAddress(btc.id);
  await withAddress(eth.id);
  const titles = async () =>
    (await call(h, 'GET', 'user/notification/getUserNotification', { token })).json.data.map(
      (n: { title: string }) => n.title,
    );
  const mails = async () =>
    (await readOutbox(h.database.db, user.email))
      .filter((m) => m.subject.startsWith('Crypto'))
      .map((m) => m.subject);
  const post = (path: string, body: object, key?: string) =>
    call(h, 'POST', `user/cryptoexchange/${path}`, {
      token,
      body,
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });
  return { token, usd, btc, eth, titles, mails, post };
};

test('a buy notifies in the header and by e-mail once, even when its Idempotency-Key is replayed', async () => {
  const { usd, btc, titles, mails, post } = await setup();
  const buy = { buy_crypto: btc.id, buy_account: usd.id, buy_amount: '1000' };
  const first = await post('submitexchangebuy', buy, 'buy-1');
  expect(first.json.code).toBe('200');
  expect((await post('submitexchangebuy', buy, 'buy-1')).json).toEqual(first.json);
  expect(await titles()).toEqual(['Crypto bought']);
  expect(await mails()).toEqual(['Crypto bought']);
});

test('sell and swap notify; a refused trade notifies nothing', async () => {
  const { usd, btc, eth, titles, mails, post } = await setup();
  const refused = await post('submitexchangebuy', {
    buy_crypto: btc.id,
    buy_account: usd.id,
    buy_amount: '50000',
  });
  expect(refused.json.code).toBe('402');
  expect(await titles()).toEqual([]);
  expect(await mails()).toEqual([]);
  const sell = { buy_crypto: btc.id, buy_account: usd.id, buy_amount: '0.1' };
  expect((await post('submitexchangesell', sell)).json.code).toBe('200');
  const swap = { swap_from_crypto: btc.id, swap_to_crypto: eth.id, swap_amount: '0.2' };
  expect((await post('swap_submit', swap)).json.code).toBe('200');
  expect((await titles()).sort()).toEqual(['Crypto sold', 'Crypto swapped']);
  expect((await mails()).sort()).toEqual(['Crypto sold', 'Crypto swapped']);
});

test('with e-mail switched off for trades, a trade is listed in the header but no e-mail goes out', async () => {
  const { token, usd, btc, titles, mails, post } = await setup();
  const toggle = await call(h, 'POST', 'user/notification/updateUserNotification', {
    token,
    body: { notification_type: 'Crypto Exchange', status: 'Disable', channel: 'email' },
  });
  expect(toggle.json.code).toBe('200');
  const buy = { buy_crypto: btc.id, buy_account: usd.id, buy_amount: '100' };
  expect((await post('submitexchangebuy', buy)).json.code).toBe('200');
  expect(await titles()).toEqual(['Crypto bought']);
  expect(await mails()).toEqual([]);
});
