import { moneyRefusal, VIP_NOT_OFFERED } from '../../src/security/money-policy';
import { makeUser, login, useHarness } from '../support/harness';
import { accountOf, available, funded, post, prepare } from '../wallets-kit';
import { fundDemoUser } from '../../src/seed/demo-accounts';

// Issue 22: spec 01 §6 hides the Accounts, Crypto Exchange and Transactions menus for vip_user Yes. The server
// refuses what those menus lead to (money moves of /fiat, /crypto, /iban-account and /crypto-exchanges) like it
// applies the Bank/CryptoExchange/demo rules; the Card menu stays, so do card moves.
const h = useHarness();
beforeEach(() => prepare(h));

const vip = async () => {
  const user = await makeUser(h, { kyc: 'Approved', vipUser: 'Yes', tier: 1 });
  await h.database.db.transaction((tx) => fundDemoUser(tx, user.id, `${user.firstName} ${user.lastName}`));
  return { user, token: (await login(h, user.email)).jwt_token };
};

test('a VIP customer cannot buy crypto nor send an internal transfer through the API: 403, nothing moves', async () => {
  const [a, b] = [await vip(), await funded(h)];
  const eur = await accountOf(h, a.user.id, 'fiat', 'EUR');
  const btc = await accountOf(h, a.user.id, 'crypto', 'BTC');
  const calls: [string, unknown][] = [
    ['user/cryptoexchange/submitexchangebuy', { buy_crypto: btc.id, buy_amount: '100', buy_account: eur.id }],
    [
      'user/internaltransfer/fiatinternaltransfer',
      { account: String(eur.id), emailaddress: b.user.email, amount: '10', currancy: 'EUR', message: 'x' },
    ],
    [
      'user/internaltransfer/fiatinternaltransfercheck',
      { account: String(eur.id), emailaddress: b.user.email, amount: '10', currancy: 'EUR', message: 'x' },
    ],
  ];
  for (const [path, body] of calls) {
    const res = await post(h, a.token, path, body, { 'idempotency-key': `k-${path}` });
    expect([path, res.status, res.json.message]).toEqual([path, 403, VIP_NOT_OFFERED]);
  }
  expect(await available(h, eur.id)).toBe('18000.00000000');
  expect(await available(h, btc.id)).toBe('0.75000000');
});

test('the VIP rule covers the hidden menus only: the Card menu moves stay allowed', () => {
  const actor = { accountType: 'Wallet', isAccessDashboard: true, demoUser: false, kycStatus: 'Approved' };
  const vipActor = { ...actor, vipUser: 'Yes' };
  for (const id of [
    'internalTransfer.fiatInternalTransfer',
    'outgoingTransfer.outgoingWire',
    'deposit.submitFundDeposit',
    'account.transferWalletToAccount',
    'account.transferAccountToWallet',
    'account.withdrawalAccountToExternalAccount',
    'cryptoExchange.withdrawSubmit',
    'cryptoExchange.submitTransfer',
    'cryptoExchange.submitExchangeBuy',
    'cryptoExchange.submitExchangeSell',
    'cryptoExchange.swapSubmit',
  ]) {
    expect([id, moneyRefusal(vipActor, id)]).toEqual([id, VIP_NOT_OFFERED]);
    expect([id, moneyRefusal({ ...actor, vipUser: 'No' }, id)]).toEqual([id, null]);
  }
  for (const id of ['cards.cardTopup', 'cards.cardTopupByCrypto', 'cards.cardToAccount', 'cards.payCardFees'])
    expect([id, moneyRefusal(vipActor, id)]).toEqual([id, null]);
});
