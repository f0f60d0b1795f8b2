import { eq } from 'drizzle-orm';
import { issueCardNumber } from '../../src/adapters/card-processor';
import { cards } from '../../src/db/schema/index';
import { FLOWS, OTHER_OPERATION, setMode } from '../../src/security/second-factor';
import { seedCardProducts } from '../../src/seed/cards-products';
import { call, lastCode, useHarness } from '../support/harness';
import { accountOf, available, funded, get, post, prepare } from '../wallets-kit';

// Issue 3 item 6: an SMS code is bound to the operation's amount and payee. Preview flows bind it when the
// code is sent; flows without one bind it at first use (single-use); a code bound to a stale operation is
// refused and the resend names, and is bound to, what is being submitted.
const h = useHarness();
beforeEach(() => prepare(h));
const DEST = `0x${'ab'.repeat(20)}`;
const OTHER_DEST = `0x${'cd'.repeat(20)}`;

const smsUser = async () => {
  const user = await funded(h);
  for (const flow of FLOWS) await setMode(h.database.db, user.user.id, flow, 'SMS OTP Authentication');
  const phone = `+44${user.user.phoneNumber}`;
  const sendCode = async () => {
    expect((await get(h, user.token, 'user/auth/sendandcheckotp')).json.code).toBe('200');
    return lastCode(h, phone);
  };
  const lastSms = async () =>
    (await call(h, 'GET', `dev/outbox/${encodeURIComponent(phone)}`)).json.data[0].body as string;
  return { ...user, sendCode, lastSms };
};

const wireBody = (account: number, amount: string, accountnumber = 'DE89370400440532013000') => ({
  account: String(account),
  swiftcode: 'DEUTDEFF',
  accountname: 'Deutsche Bank',
  address: 'Taunusanlage 12',
  country: 1,
  abatitle: '021000021',
  accountnumber,
  customer_name: 'Hans Muster',
  customer_address: 'Berlin',
  amount,
  currancy: 'EUR',
});

test('wire: the code sent after the check confirms that amount and beneficiary only', async () => {
  const a = await smsUser();
  const eur = await accountOf(h, a.user.id, 'fiat', 'EUR');
  await post(h, a.token, 'user/outgoingtransfer/outgoingwirecheck', wireBody(eur.id, '200'));
  const otp = await a.sendCode();
  expect(await a.lastSms()).toContain('outgoingwire of 200 to DEUTDEFF/DE89370400440532013000');
  expect(
    (await post(h, a.token, 'user/outgoingtransfer/outgoingwire', { ...wireBody(eur.id, '2000'), otp })).json
      .message,
  ).toBe(OTHER_OPERATION);
  expect(
    (
      await post(h, a.token, 'user/outgoingtransfer/outgoingwire', {
        ...wireBody(eur.id, '200', 'GB29NWBK60161331926819'),
        otp,
      })
    ).json.message,
  ).toBe(OTHER_OPERATION);
  expect(await available(h, eur.id)).toBe('18000.00000000');
  // The refusal noted what was submitted: the resend names it, and the user decides.
  expect(await a.sendCode()).toMatch(/^\d{6}$/);
  expect(await a.lastSms()).toContain('outgoingwire of 200 to DEUTDEFF/GB29NWBK60161331926819');
  await post(h, a.token, 'user/outgoingtransfer/outgoingwirecheck', wireBody(eur.id, '200'));
  const fresh = await a.sendCode();
  expect(
    (await post(h, a.token, 'user/outgoingtransfer/outgoingwire', { ...wireBody(eur.id, '200'), otp: fresh }))
      .json.code,
  ).toBe('200');
  expect(
    (await post(h, a.token, 'user/outgoingtransfer/outgoingwire', { ...wireBody(eur.id, '200'), otp: fresh }))
      .json.message,
  ).toBe('Invalid verification code.');
});

test('internal transfer: the code is bound to amount AND payee (the check call notes both, the SMS names both)', async () => {
  const [a, b, c] = [await smsUser(), await funded(h), await funded(h)];
  const eur = await accountOf(h, a.user.id, 'fiat', 'EUR');
  const body = (emailaddress: string, amount: string, otp?: string) => ({
    account: String(eur.id),
    emailaddress,
    amount,
    currancy: 'EUR',
    message: 'rent',
    ...(otp ? { otp } : {}),
  });
  expect(
    (await post(h, a.token, 'user/account/checkemailaccount', { user_email: b.user.email, currancy: 'EUR' }))
      .json.code,
  ).toBe('200');
  // Next alone binds nothing any more: a code sent then names no amount and cannot confirm a transfer.
  const unbound = await a.sendCode();
  expect(
    (await post(h, a.token, 'user/internaltransfer/fiatinternaltransfer', body(b.user.email, '500', unbound)))
      .json.message,
  ).toBe(OTHER_OPERATION);
  // The refused transfer became the pending operation: the resend names 500.00 EUR and the payee.
  await a.sendCode();
  expect(await a.lastSms()).toContain(`an internal transfer of 500.00 EUR to ${b.user.email}`);
  // The preview call binds the code to 10 EUR to b: another amount or payee is refused.
  expect(
    (await post(h, a.token, 'user/internaltransfer/fiatinternaltransfercheck', body(b.user.email, '10'))).json
      .data,
  ).toMatchObject({ amount: '10.00', fee: '0.10', total: '10.10' });
  const otp = await a.sendCode();
  expect(await a.lastSms()).toContain(`an internal transfer of 10.00 EUR to ${b.user.email}`);
  expect(
    (await post(h, a.token, 'user/internaltransfer/fiatinternaltransfer', body(b.user.email, '500', otp)))
      .json.message,
  ).toBe(OTHER_OPERATION);
  await post(h, a.token, 'user/internaltransfer/fiatinternaltransfercheck', body(b.user.email, '10'));
  const again = await a.sendCode();
  expect(
    (await post(h, a.token, 'user/internaltransfer/fiatinternaltransfer', body(c.user.email, '10', again)))
      .json.message,
  ).toBe(OTHER_OPERATION);
  await post(h, a.token, 'user/internaltransfer/fiatinternaltransfercheck', body(b.user.email, '10'));
  const good = await a.sendCode();
  expect(
    (await post(h, a.token, 'user/internaltransfer/fiatinternaltransfer', body(b.user.email, '10', good)))
      .json.code,
  ).toBe('200');
  expect(
    (await post(h, a.token, 'user/internaltransfer/fiatinternaltransfer', body(b.user.email, '10', good)))
      .json.message,
  ).toBe('Invalid verification code.');
  expect(await available(h, eur.id)).toBe('17989.90000000');
});

test('crypto withdraw: amount and address of the preview; crypto transfer: a stale preview is refused, then the resend binds', async () => {
  const [a, b] = [await smsUser(), await funded(h)];
  const btc = await accountOf(h, a.user.id, 'crypto', 'BTC');
  const withdraw = (amount: string, address: string, smscode: string) => ({
    crypto_wallet_id: String(btc.id),
    withdraw_address: address,
    networkchain: 'ERC20',
    withdraw_amount: amount,
    smscode,
  });
  await post(h, a.token, 'user/cryptoexchange/GetWithdrawDetails', {
    crypto_wallet_id: String(btc.id),
    withaddress: DEST,
  });
  expect(
    (
      await post(h, a.token, 'user/cryptoexchange/withdraw_preview', {
        crypto_wallet_id: String(btc.id),
        withdraw_amount: '0.1',
      })
    ).json.code,
  ).toBe('200');
  const otp = await a.sendCode();
  expect(
    (await post(h, a.token, 'user/cryptoexchange/withdrawsubmit', withdraw('0.2', DEST, otp))).json.message,
  ).toBe(OTHER_OPERATION);
  await post(h, a.token, 'user/cryptoexchange/GetWithdrawDetails', {
    crypto_wallet_id: String(btc.id),
    withaddress: DEST,
  });
  expect(
    (
      await post(h, a.token, 'user/cryptoexchange/withdraw_preview', {
        crypto_wallet_id: String(btc.id),
        withdraw_amount: '0.1',
      })
    ).json.code,
  ).toBe('200');
  const code = await a.sendCode();
  expect(
    (await post(h, a.token, 'user/cryptoexchange/withdrawsubmit', withdraw('0.1', OTHER_DEST, code))).json
      .message,
  ).toBe(OTHER_OPERATION);
  expect(await available(h, btc.id)).toBe('0.75000000');
  const again = await a.sendCode();
  expect(await a.lastSms()).toContain(`withdrawsubmit of 0.1 to ${OTHER_DEST}`);
  expect(
    (await post(h, a.token, 'user/cryptoexchange/withdrawsubmit', withdraw('0.1', OTHER_DEST, again))).json
      .code,
  ).toBe('200');
  // No preview for the transfer: the code bound to a stale withdraw preview is refused, the resend is bound to the transfer.
  await post(h, a.token, 'user/cryptoexchange/withdraw_preview', {
    crypto_wallet_id: String(btc.id),
    withdraw_amount: '0.3',
  });
  const transfer = (amount: string, smscode: string) => ({
    transfer_crypto: String(btc.id),
    transfer_email: b.user.email,
    transfer_amount: amount,
    transfer_wallet_address: DEST,
    smscode,
  });
  const stale = await a.sendCode();
  expect(
    (await post(h, a.token, 'user/cryptoexchange/submitTransfer', transfer('0.05', stale))).json.message,
  ).toBe(OTHER_OPERATION);
  const bound = await a.sendCode();
  expect(await a.lastSms()).toContain(`a crypto transfer of 0.05 BTC to ${b.user.email}`);
  expect(
    (await post(h, a.token, 'user/cryptoexchange/submitTransfer', transfer('0.5', bound))).json.message,
  ).toBe(OTHER_OPERATION);
  const last = await a.sendCode();
  expect(
    (await post(h, a.token, 'user/cryptoexchange/submitTransfer', transfer('0.5', last))).json.code,
  ).toBe('200');
  expect(await available(h, btc.id)).toBe('0.15000000');
});

test('cards: top-up code bound to the checked amount and card; card → account code single-use', async () => {
  await seedCardProducts(h.database.db);
  const a = await smsUser();
  const usd = await accountOf(h, a.user.id, 'fiat', 'USD');
  expect(
    (await post(h, a.token, 'user/cards/submitvirtual', { title: 'Travel', account: usd.id })).json.code,
  ).toBe('200');
  const [card] = await h.database.db.select().from(cards).where(eq(cards.userId, a.user.id));
  await h.database.db
    .update(cards)
    .set({ status: 'Active', ...issueCardNumber() })
    .where(eq(cards.id, card!.id));
  const topup = (amount: string, otp: string) => ({
    select_account: usd.id,
    select_card: card!.id,
    amount,
    otp,
  });
  await post(h, a.token, 'user/cards/cardtopupcheck', {
    select_account: usd.id,
    select_card: card!.id,
    amount: '100',
  });
  // A missing code names the cards' own field.
  expect(
    (
      await post(h, a.token, 'user/cards/cardtopup', {
        select_account: usd.id,
        select_card: card!.id,
        amount: '100',
      })
    ).json.message,
  ).toBe('otp: OTP is required');
  const otp = await a.sendCode();
  expect((await post(h, a.token, 'user/cards/cardtopup', topup('900', otp))).json.message).toBe(
    OTHER_OPERATION,
  );
  expect((await post(h, a.token, 'user/cards/cardtopup', topup('100', otp))).json.code).toBe('200');
  const code = await a.sendCode();
  const toAccount = (amount: string, smsOtp: string) => ({
    card_id: card!.id,
    account_id: usd.id,
    amount,
    causal: 'back',
    otp: smsOtp,
  });
  expect((await post(h, a.token, 'user/cards/cardtoaccount', toAccount('30', code))).json).toMatchObject({
    code: '200',
  });
  expect((await post(h, a.token, 'user/cards/cardtoaccount', toAccount('60', code))).json.message).toBe(
    'Invalid verification code.',
  );
});
