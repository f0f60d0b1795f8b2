import { and, eq } from 'drizzle-orm';
import { authenticator } from 'otplib';
import { issueCardNumber } from '../src/adapters/card-processor';
import { cards, ledgerAccounts, users } from '../src/db/schema/index';
import { balanceOf, houseAccount, move, trialBalance } from '../src/ledger/index';
import { seedCardProducts } from '../src/seed/cards-products';
import { call, login, makeUser, useHarness } from './support/harness';

const h = useHarness();
const SECRET = 'JBSWY3DPEHPK3PXP';

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
      reference: `T-${accountId}-${amount}`,
      kind: 'test',
    });
  });

/** A KYC-approved user with 1000 USD and a virtual USD card requested through the API. */
const setup = async () => {
  await seedCardProducts(h.database.db);
  const user = await makeUser(h, { kyc: 'Approved' });
  const token = (await login(h, user.email)).jwt_token;
  const usd = await accountOf(user.id, 'fiat', 'USD');
  await fund(usd.id, 'USD', '1000');
  expect(
    (await call(h, 'POST', 'user/cards/submitvirtual', { token, body: { title: 'Travel', account: usd.id } }))
      .json.code,
  ).toBe('200');
  const [card] = await h.database.db.select().from(cards).where(eq(cards.userId, user.id));
  return { user, token, usd, card: card! };
};
const activate = (cardId: number) =>
  h.database.db
    .update(cards)
    .set({ status: 'Active', ...issueCardNumber() })
    .where(eq(cards.id, cardId));

test('request, fee payment, activation; list masks the PAN and never carries the CVV; CVV only after verify2FA', async () => {
  const { user, token, usd, card } = await setup();
  expect(
    (await call(h, 'POST', 'user/cards/submitvirtual', { token, body: { account: usd.id } })).json.message,
  ).toBe('title: Enter Card Name');
  let list = (await call(h, 'GET', 'user/cards/getusercards', { token })).json;
  expect(list.data[0]).toMatchObject({
    card_name: 'Travel',
    usercard_status: 'Pending',
    card_currancy: 'USD',
  });
  expect(list.accountarray.map((a: { account_currency_type: string }) => a.account_currency_type)).toEqual([
    'EUR',
  ]);
  await h.database.db.update(cards).set({ status: 'Approved' }).where(eq(cards.id, card.id));
  const fee = (
    await call(h, 'POST', 'user/cards/getapprovecarddetails', { token, body: { card_id: card.id } })
  ).json.data;
  expect(fee).toMatchObject({ amountsymbole: '$', accid: String(usd.id), cardid: String(card.id) });
  expect(Number(fee.amount)).toBe(5);
  const paid = await call(h, 'POST', 'user/cards/paycardfees', {
    token,
    body: { card_id: card.id, account_id: usd.id },
  });
  expect(paid.json.data.success_display_refno).toBeTruthy();
  expect((await balanceOf(h.database.db, usd.id)).available).toBe('995.00000000');
  expect((await h.database.db.select().from(cards).where(eq(cards.id, card.id)))[0]!.status).toBe('Pending');
  await activate(card.id);
  const [active] = await h.database.db.select().from(cards).where(eq(cards.id, card.id));
  list = (await call(h, 'GET', 'user/cards/getusercards', { token })).json;
  expect(list.data[0].card_number).toBe(`************${active!.cardNumber!.slice(-4)}`);
  expect(JSON.stringify(list)).not.toContain('cvv');
  const details = (
    await call(h, 'POST', 'user/cards/getcarddetailsbyid', { token, body: { card_id: card.id } })
  ).json;
  // PCI DSS 3.4.1: the settings page gets the PAN masked too; the full number only after verify2FA.
  expect(details.data[0]).toMatchObject({
    card_number: `************${active!.cardNumber!.slice(-4)}`,
    cvv_number: null,
    usercard_status: 'Active',
  });
  expect(JSON.stringify(details)).not.toContain(active!.cardNumber!);
  expect(details.api_card_data.status).toBe('ACTIVE');
  // Without an authenticator the answer says what to do, not "Invalid verification code" (issue 44).
  const none = await call(h, 'POST', 'user/cards/verify2FA', {
    token,
    body: { authcode: '123456', card_id: card.id },
  });
  expect(none.json).toMatchObject({
    code: '409',
    message: 'Set up an authenticator app in your profile first: the CVV is shown after its code.',
  });
  expect((await call(h, 'GET', 'user/getUserDetails', { token })).json.data.authenticator).toBe('No');
  // A setup started and never confirmed is not an authenticator: its secret does not reveal the CVV.
  await h.database.db.update(users).set({ totpSecret: SECRET }).where(eq(users.id, user.id));
  const unconfirmed = await call(h, 'POST', 'user/cards/verify2FA', {
    token,
    body: { authcode: authenticator.generate(SECRET), card_id: card.id },
  });
  expect(unconfirmed.json.code).toBe('409');
  expect(unconfirmed.json.data ?? null).toBeNull();
  await h.database.db.update(users).set({ totpEnabled: true }).where(eq(users.id, user.id));
  expect((await call(h, 'GET', 'user/getUserDetails', { token })).json.data.authenticator).toBe('Yes');
  expect(
    (await call(h, 'POST', 'user/cards/verify2FA', { token, body: { authcode: '000000', card_id: card.id } }))
      .json.code,
  ).toBe('401');
  const reveal = await call(h, 'POST', 'user/cards/verify2FA', {
    token,
    body: { authcode: authenticator.generate(SECRET), card_id: card.id },
  });
  expect(reveal.json.data).toEqual({
    card_id: String(card.id),
    cvv_number: active!.cvv,
    card_number: active!.cardNumber,
  });
  expect(
    (await call(h, 'POST', 'user/cards/verify2FA', { token, body: { authcode: '' } })).json.message,
  ).toBe('authcode: Enter 6 digit google authetication code');
});

test('top-up from fiat and crypto, card → account, limits and balance; the books stay balanced', async () => {
  const { user, token, usd, card } = await setup();
  await activate(card.id);
  const check = await call(h, 'POST', 'user/cards/cardtopupcheck', {
    token,
    body: { select_account: usd.id, select_card: card.id, amount: '100' },
  });
  expect(check.json.data).toMatchObject({
    success_display_topup_currency: 'USD',
    success_display_topup_amount: '100.00',
    success_display_fee_amount: '1.00',
    success_display_debit_amount: '101.00',
  });
  expect(
    (
      await call(h, 'POST', 'user/cards/cardtopupcheck', {
        token,
        body: { select_account: usd.id, select_card: card.id, amount: '5' },
      })
    ).json.message,
  ).toBe('Minimum Amount is 10 USD');
  expect(
    (
      await call(h, 'POST', 'user/cards/cardtopupcheck', {
        token,
        body: { select_account: usd.id, select_card: card.id, amount: 'x' },
      })
    ).json.code,
  ).toBe('400');
  const topup = await call(h, 'POST', 'user/cards/cardtopup', {
    token,
    body: { select_account: usd.id, select_card: card.id, amount: '100' },
  });
  expect(topup.json.data.success_display_refno).toMatch(/^CT/);
  expect((await balanceOf(h.database.db, usd.id)).available).toBe('899.00000000');
  const btc = await accountOf(user.id, 'crypto', 'BTC');
  const cryptoBody = {
    select_crypto_account: btc.id,
    select_account: usd.id,
    select_card: card.id,
    amount: '50',
  };
  expect(
    (await call(h, 'POST', 'user/cards/cardtopupbycrypto', { token, body: cryptoBody })).json.data
      .error_display_details,
  ).toBe('Please generate your crypto wallet to proceed.');
  await h.database.db
    .update(ledgerAccounts)
    .set({ walletAddress: 'bc1qtest0000000000000000000000' })
    .where(eq(ledgerAccounts.id, btc.id));
  await fund(btc.id, 'BTC', '0.1');
  const preview = (await call(h, 'POST', 'user/cards/cardtopupbycryptocheck', { token, body: cryptoBody }))
    .json.data;
  expect(Number(preview.exchangerateprice)).toBeGreaterThan(1000);
  expect((await call(h, 'POST', 'user/cards/cardtopupbycrypto', { token, body: cryptoBody })).json.code).toBe(
    '200',
  );
  // The preview names what the wallet pays, to the last satoshi of what the top-up took (contract 1.9).
  const sats = (value: string) => Math.round(Number(value) * 1e8);
  const left = (await balanceOf(h.database.db, btc.id)).available;
  expect(sats(preview.success_display_crypto_debit_amount)).toBeGreaterThan(0);
  expect(sats('0.1') - sats(left)).toBe(sats(preview.success_display_crypto_debit_amount));
  const cardDetails = (
    await call(h, 'POST', 'user/cards/getcarddetailsbyid', { token, body: { card_id: card.id } })
  ).json;
  expect(cardDetails.api_sub_account_data.total_available).toBe('150.00000000');
  const tooMuch = await call(h, 'POST', 'user/cards/cardtoaccount', {
    token,
    body: { card_id: card.id, account_id: usd.id, amount: '500', causal: 'back' },
  });
  expect(tooMuch.json).toMatchObject({
    code: '402',
    data: { error_display_details: 'Not enough balance', error_display_amount: '500' },
  });
  expect(
    (
      await call(h, 'POST', 'user/cards/cardtoaccount', {
        token,
        body: { card_id: card.id, account_id: usd.id, amount: '30' },
      })
    ).json.message,
  ).toBe('causal: Enter Casual');
  expect(
    (
      await call(h, 'POST', 'user/cards/cardtoaccount', {
        token,
        body: { card_id: card.id, account_id: usd.id, amount: '30', causal: 'back' },
      })
    ).json.data.success_display_credit_amount,
  ).toBe('30.00');
  expect(
    (
      await call(h, 'POST', 'user/account/accounttopup', {
        token,
        body: { select_card: card.id, select_account: usd.id, amount: '20' },
      })
    ).json.code,
  ).toBe('200');
  expect((await balanceOf(h.database.db, usd.id)).available).toBe('949.00000000');
  for (const total of Object.values(await trialBalance(h.database.db))) expect(Number(total)).toBe(0);
});

test("settings: limits, alerts, freeze; another user's card is refused and unchanged", async () => {
  const { token, usd, card } = await setup();
  await activate(card.id);
  const limits = {
    card_id: card.id,
    dailycap: '800',
    weeklycap: '2000',
    monthlycap: '6000',
    pertranscap: '300',
  };
  expect((await call(h, 'POST', 'user/cards/updatecardlimit', { token, body: limits })).json.code).toBe(
    '200',
  );
  expect(
    (await call(h, 'POST', 'user/cards/updatecardlimit', { token, body: { ...limits, dailycap: '' } })).json
      .message,
  ).toBe('dailycap: Enter valid amount');
  expect(
    (await call(h, 'POST', 'user/cards/updatesmsalert', { token, body: { card_id: card.id } })).json.code,
  ).toBe('200');
  expect(
    (await call(h, 'POST', 'user/cards/updatwithalert', { token, body: { card_id: card.id } })).json.code,
  ).toBe('200');
  let details = (
    await call(h, 'POST', 'user/cards/getcarddetailsbyid', { token, body: { card_id: card.id } })
  ).json;
  expect(details.data[0]).toMatchObject({
    smsalert: 'Yes',
    withdraw_fromaccount: 'No',
    dailyoverall: '800.00',
  });
  expect(details.displayTransaction.purchase).toBe('300.00');
  expect(
    (await call(h, 'POST', 'user/cards/freezeUnfreeze', { token, body: { card_id: card.id } })).json.message,
  ).toBe('Card frozen');
  details = (await call(h, 'POST', 'user/cards/getcarddetailsbyid', { token, body: { card_id: card.id } }))
    .json;
  expect(details.api_card_data.status).toBe('BLOCKED');

  const other = await makeUser(h, { kyc: 'Approved' });
  const otherToken = (await login(h, other.email)).jwt_token;
  const otherUsd = await accountOf(other.id, 'fiat', 'USD');
  for (const [path, body] of [
    ['getcarddetailsbyid', { card_id: card.id }],
    ['freezeUnfreeze', { card_id: card.id }],
    ['updatesmsalert', { card_id: card.id }],
    ['getapprovecarddetails', { card_id: card.id }],
    ['cardtopup', { select_account: otherUsd.id, select_card: card.id, amount: '20' }],
    ['cardtoaccount', { card_id: card.id, account_id: otherUsd.id, amount: '20', causal: 'x' }],
  ] as const) {
    const answer = await call(h, 'POST', `user/cards/${path}`, { token: otherToken, body });
    expect(answer.status).toBe(404);
    expect(JSON.stringify(answer.json)).not.toContain(card.customerName);
  }
  expect(
    (
      await call(h, 'POST', 'user/cards/cardtopup', {
        token: otherToken,
        body: { select_account: usd.id, select_card: card.id, amount: '20' },
      })
    ).status,
  ).toBe(404);
  const [after] = await h.database.db.select().from(cards).where(eq(cards.id, card.id));
  expect(after!.status).toBe('Blocked');
  expect(after!.settings.smsalert).toBe('Yes');
});

test('products, physical request form with delivery options, cards by account', async () => {
  const { token, usd } = await setup();
  const products = (await call(h, 'GET', 'user/cards/getCards', { token })).json.data;
  expect(products[0]).toMatchObject({ cardinfo_id: '1', card_name: 'Physical Card' });
  const form = (await call(h, 'POST', 'user/cards/getCardDetails', { token, body: { cardid: 1 } })).json;
  expect(form.delresult).toHaveLength(2);
  const eur = form.accountarray.find(
    (a: { account_currency_type: string }) => a.account_currency_type === 'EUR',
  );
  const physical = {
    first_name: 'Ann',
    last_name: 'Lee',
    account: eur.account_id_pk,
    address1: '1 Road',
    address2: 'Flat 2',
    postalcode: 'N1',
    city: 'London',
    phonecode: '34',
    phonenumber: '600111222',
    delvalue: form.delresult[1].deliveryid,
    cardid: 1,
  };
  expect(
    (await call(h, 'POST', 'user/cards/submitphysical', { token, body: { ...physical, delvalue: '' } })).json
      .message,
  ).toBe('delvalue: Select delivery option');
  expect((await call(h, 'POST', 'user/cards/submitphysical', { token, body: physical })).json.code).toBe(
    '200',
  );
  expect((await call(h, 'POST', 'user/cards/submitphysical', { token, body: physical })).json.code).toBe(
    '409',
  );
  // Cards requested through the product forms are named distinctly: the product and its account's last 4.
  const listed = (await call(h, 'GET', 'user/cards/getusercards', { token })).json.data;
  expect(listed.map((c: { card_name: string }) => c.card_name)).toContain(
    `Physical Card ··${String(eur.account_number).slice(-4)}`,
  );
  expect(
    (await call(h, 'POST', 'user/cards/getusercardsByAccount', { token, body: { acc_id: usd.id } })).json
      .data,
  ).toHaveLength(1);
  expect((await call(h, 'GET', 'user/cards/getusercards_topup', { token })).json).toMatchObject({
    data: [],
    accounttopup: 'none',
    minibuy: '10',
  });
});
