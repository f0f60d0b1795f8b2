import { eq } from 'drizzle-orm';
import { loadConfig } from '../../src/config';
import { kycRecords, users } from '../../src/db/schema/index';
import {
  DEMO_ONLY_OWN,
  KYC_REQUIRED,
  NOT_FOR_ACCOUNT_TYPE,
  NO_DASHBOARD,
  moneyRefusal,
} from '../../src/security/money-policy';
import { seedIfEmpty } from '../../src/seed/index';
import { DEMO_USERS } from '../../src/seed/demo-users';
import { call, useHarness } from '../support/harness';
import { resetDb } from '../support/test-db';
import { accountOf, available, funded, post, prepare, wireBody } from '../wallets-kit';

// Issue 9 "Money and access": the server gates every money-moving call like the screens (spec 01 §2.3, §4, §6;
// spec 02 §6), and the demo user moves money only between its own accounts.
const h = useHarness();
beforeEach(() => prepare(h));

test('a funded user whose KYC is Pending moves no money (wire, internal transfer, buy): 403 with the reason', async () => {
  const a = await funded(h);
  const b = await funded(h);
  await h.database.db
    .update(kycRecords)
    .set({ kycStatus: 'Pending' })
    .where(eq(kycRecords.userId, a.user.id));
  const eur = await accountOf(h, a.user.id, 'fiat', 'EUR');
  const calls: [string, unknown][] = [
    ['user/outgoingtransfer/outgoingwire', wireBody(eur.id, '100')],
    [
      'user/internaltransfer/fiatinternaltransfer',
      { account: String(eur.id), emailaddress: b.user.email, amount: '10', currancy: 'EUR', message: 'x' },
    ],
    [
      'user/cryptoexchange/submitexchangebuy',
      {
        buy_crypto: (await accountOf(h, a.user.id, 'crypto', 'BTC')).id,
        buy_amount: '100',
        buy_account: eur.id,
      },
    ],
    ['user/account/transfer-wallet-to-account', { transfer_currency: 'EUR', transfer_amount: '10' }],
  ];
  for (const [path, body] of calls) {
    const res = await post(h, a.token, path, body, { 'idempotency-key': `k-${path}` });
    expect([path, res.status, res.json.message]).toEqual([path, 403, KYC_REQUIRED]);
  }
  expect(
    (await post(h, a.token, 'user/account/checkemailaccount', { user_email: b.user.email, currancy: 'EUR' }))
      .json.message,
  ).toBe(KYC_REQUIRED);
  expect(await available(h, eur.id)).toBe('18000.00000000');
});

test('the rule per seeded role: what the e2e users do stays allowed, the rest is refused', () => {
  const actor = (key: string) => {
    const d = DEMO_USERS.find((u) => u.key === key)!;
    return {
      accountType: d.accountType,
      isAccessDashboard: d.shareholders !== 'none',
      demoUser: d.demoUser ?? false,
      kycStatus: d.kyc,
    };
  };
  for (const key of ['personal', 'totp', 'sms', 'corporate']) {
    for (const id of [
      'outgoingTransfer.outgoingWire',
      'internalTransfer.fiatInternalTransfer',
      'cryptoExchange.submitExchangeBuy',
      'deposit.submitFundDeposit',
      'cards.cardTopup',
      'account.transferWalletToAccount',
    ]) {
      expect([key, id, moneyRefusal(actor(key), id)]).toEqual([key, id, null]);
    }
  }
  expect(moneyRefusal(actor('pending'), 'cards.cardTopup')).toBe(KYC_REQUIRED);
  expect(moneyRefusal(actor('corporate-new'), 'cards.cardTopup')).toBe(NO_DASHBOARD);
  expect(moneyRefusal(actor('bank'), 'account.withdrawalAccountToExternalAccount')).toBeNull();
  expect(moneyRefusal(actor('bank'), 'account.transferAccountToWallet')).toBe(NOT_FOR_ACCOUNT_TYPE);
  expect(moneyRefusal(actor('bank'), 'internalTransfer.fiatInternalTransfer')).toBe(NOT_FOR_ACCOUNT_TYPE);
  expect(moneyRefusal(actor('crypto'), 'internalTransfer.fiatInternalTransfer')).toBeNull();
  expect(moneyRefusal(actor('crypto'), 'outgoingTransfer.outgoingWire')).toBeNull();
  expect(moneyRefusal(actor('crypto'), 'deposit.submitFundDeposit')).toBe(NOT_FOR_ACCOUNT_TYPE);
  expect(moneyRefusal(actor('crypto'), 'account.transferWalletToAccount')).toBe(NOT_FOR_ACCOUNT_TYPE);
  for (const id of [
    'internalTransfer.fiatInternalTransfer',
    'outgoingTransfer.outgoingWire',
    'account.withdrawalAccountToExternalAccount',
    'cryptoExchange.withdrawSubmit',
    'cryptoExchange.submitTransfer',
  ]) {
    expect(moneyRefusal(actor('demo'), id)).toBe(DEMO_ONLY_OWN);
  }
  for (const id of [
    'account.transferWalletToAccount',
    'cryptoExchange.submitExchangeBuy',
    'cryptoExchange.swapSubmit',
    'cards.cardTopup',
  ])
    expect(moneyRefusal(actor('demo'), id)).toBeNull();
});

test('the demo session cannot pay another customer or wire out, but moves money inside its own accounts', async () => {
  const demo = await funded(h);
  const other = await funded(h);
  await h.database.db.update(users).set({ demoUser: true }).where(eq(users.id, demo.user.id));
  const { json: session } = await call(h, 'POST', 'user/auth/demologin');
  const token = session.data.jwt_token as string;
  const eur = await accountOf(h, demo.user.id, 'fiat', 'EUR');
  const internal = await post(h, token, 'user/internaltransfer/fiatinternaltransfer', {
    account: String(eur.id),
    emailaddress: other.user.email,
    amount: '10',
    currancy: 'EUR',
    message: 'x',
  });
  expect([internal.status, internal.json.message]).toEqual([403, DEMO_ONLY_OWN]);
  expect(
    (await post(h, token, 'user/outgoingtransfer/outgoingwire', wireBody(eur.id, '100'))).json.message,
  ).toBe(DEMO_ONLY_OWN);
  expect(
    (
      await post(h, token, 'user/account/withdrawal-account-to-external-account', {
        beneficiary_iban_number: 'DE89370400440532013000',
        withdrawal_amount: '10',
        withdrawal_currency: 'EUR',
      })
    ).json.message,
  ).toBe(DEMO_ONLY_OWN);
  expect(await available(h, eur.id)).toBe('18000.00000000');
  expect(
    (
      await post(h, token, 'user/account/transfer-wallet-to-account', {
        transfer_currency: 'EUR',
        transfer_amount: '10',
      })
    ).json.code,
  ).toBe('200');
});

test('production: no demo login and no demo users unless DEMO_MODE=1', async () => {
  expect(loadConfig({ NODE_ENV: 'production' }).demoMode).toBe(false);
  expect(loadConfig({ NODE_ENV: 'production', DEMO_MODE: '1' }).demoMode).toBe(true);
  expect(loadConfig({}).demoMode).toBe(true);
  const demo = await funded(h);
  await h.database.db.update(users).set({ demoUser: true }).where(eq(users.id, demo.user.id));
  const off = { ...h.config, demoMode: false };
  const { buildApp } = await import('../../src/app');
  const app = await buildApp({ db: h.database.db, config: off });
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/user/auth/demologin',
    headers: { 'x-access-key': h.config.accessKey },
  });
  expect([res.statusCode, res.json().code]).toEqual([404, '404']);
  await app.close();
});

test('a production seed creates no user with a known password', async () => {
  await resetDb(h.database.db); // an empty database (prepare's news would read as seeded already)
  expect(await seedIfEmpty(h.database.db, { demoUsers: false })).toBe(true);
  expect(await h.database.db.select().from(users)).toEqual([]);
});
