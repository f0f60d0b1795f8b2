import { FLOWS, OTHER_OPERATION, setMode } from '../../src/security/second-factor';
import { call, lastCode, useHarness } from '../support/harness';
import { accountOf, available, funded, get, post, prepare, wireBody } from '../wallets-kit';

// Issue 22 (PSD2 dynamic linking): a payment that leaves the customer's own accounts is confirmed only by an
// SMS code issued for exactly its amount and payee, whose text named both. A bare `sendandcheckotp` code
// (nothing previewed, "Your verification code is …") confirms none of them.
const h = useHarness();
beforeEach(() => prepare(h));
const DEST = `0x${'ab'.repeat(20)}`;

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

test('outgoingwire: a bare code (no preview) is refused; the previewed code names amount and IBAN', async () => {
  const a = await smsUser();
  const eur = await accountOf(h, a.user.id, 'fiat', 'EUR');
  const bare = await a.sendCode();
  // The code itself is random digits and may contain "600": assert the whole bare text instead.
  expect(await a.lastSms()).toMatch(/^Your verification code is \d{6}\. It is valid for 10 minutes\.$/);
  const refused = await post(h, a.token, 'user/outgoingtransfer/outgoingwire', {
    ...wireBody(eur.id, '600'),
    otp: bare,
  });
  expect(refused.json.message).toBe(OTHER_OPERATION);
  expect(await available(h, eur.id)).toBe('18000.00000000');
  await post(h, a.token, 'user/outgoingtransfer/outgoingwirecheck', wireBody(eur.id, '600'));
  const otp = await a.sendCode();
  expect(await a.lastSms()).toMatch(/600.*DE89370400440532013000/);
  expect(
    (await post(h, a.token, 'user/outgoingtransfer/outgoingwire', { ...wireBody(eur.id, '600'), otp })).json
      .code,
  ).toBe('200');
});

test('withdrawsubmit: a bare code is refused; the previewed code names amount and address', async () => {
  const a = await smsUser();
  const btc = await accountOf(h, a.user.id, 'crypto', 'BTC');
  const submit = (smscode: string) =>
    post(h, a.token, 'user/cryptoexchange/withdrawsubmit', {
      crypto_wallet_id: String(btc.id),
      withdraw_address: DEST,
      networkchain: 'ERC20',
      withdraw_amount: '0.1',
      smscode,
    });
  expect((await submit(await a.sendCode())).json.message).toBe(OTHER_OPERATION);
  expect(await available(h, btc.id)).toBe('0.75000000');
  await post(h, a.token, 'user/cryptoexchange/GetWithdrawDetails', {
    crypto_wallet_id: String(btc.id),
    withaddress: DEST,
  });
  await post(h, a.token, 'user/cryptoexchange/withdraw_preview', {
    crypto_wallet_id: String(btc.id),
    withdraw_amount: '0.1',
  });
  const otp = await a.sendCode();
  expect(await a.lastSms()).toContain(`0.1 to ${DEST}`);
  expect((await submit(otp)).json.code).toBe('200');
});

test('submitTransfer: a bare code is refused; its preview binds and names amount, coin and payee', async () => {
  const [a, b] = [await smsUser(), await funded(h)];
  const btc = await accountOf(h, a.user.id, 'crypto', 'BTC');
  const body = (transfer_amount: string) => ({
    transfer_crypto: String(btc.id),
    transfer_email: b.user.email,
    transfer_amount,
    transfer_wallet_address: DEST,
  });
  const submit = (amount: string, smscode: string) =>
    post(h, a.token, 'user/cryptoexchange/submitTransfer', { ...body(amount), smscode });
  expect((await submit('0.2', await a.sendCode())).json.message).toBe(OTHER_OPERATION);
  expect(await available(h, btc.id)).toBe('0.75000000');
  const preview = await post(h, a.token, 'user/cryptoexchange/submitTransferCheck', body('0.2'));
  expect(preview.json).toMatchObject({
    code: '200',
    data: {
      amount: '0.2',
      currency: 'BTC',
      payee: b.user.email,
      // The review's recipient: the payee's name beside the e-mail.
      payee_name: `${b.user.firstName} ${b.user.lastName}`,
    },
  });
  const otp = await a.sendCode();
  expect(await a.lastSms()).toContain(`0.2 BTC to ${b.user.email}`);
  expect((await submit('0.3', otp)).json.message).toBe(OTHER_OPERATION);
  await post(h, a.token, 'user/cryptoexchange/submitTransferCheck', body('0.2'));
  expect((await submit('0.2', await a.sendCode())).json.code).toBe('200');
  expect(await available(h, btc.id)).toBe('0.55000000');
});
