import { eq } from 'drizzle-orm';
import { cryptoDepositCommand } from '../src/cli/commands/crypto-deposit';
import { walletAddressCommand } from '../src/cli/commands/wallet-address';
import { withdrawalCommand } from '../src/cli/commands/withdrawal';
import { cryptoWithdrawals, walletAddressRequests } from '../src/db/schema/index';
import { feeFor, networkFeeAmount } from '../src/domain/fees';
import { add } from '../src/ledger/decimal';
import { useHarness } from './support/harness';
import {
  accountOf,
  available,
  balance,
  expectBooksBalanced,
  funded,
  get,
  post,
  prepare,
} from './wallets-kit';

const h = useHarness();
beforeEach(() => prepare(h));
const DEST = `0x${'ab'.repeat(20)}`;

test('fee arithmetic is exact on decimals (0.1 + 0.2, 8-decimal crypto)', () => {
  expect(add('0.1', '0.2')).toBe('0.30000000');
  expect(feeFor('0.3', '2', 'BTC')).toBe('0.00600000');
  expect(feeFor('100.10', '1', 'EUR')).toBe('1.00');
  expect(networkFeeAmount('0.12345678', { feeamount: '0.5', isfixed: false })).toBe('0.00061728');
  expect(networkFeeAmount('1', { feeamount: '0.0002', isfixed: true })).toBe('0.00020000');
});

test("the deposit note names what to send, the ETH gas only on ERC 20, in the caller's language", async () => {
  const { token } = await funded(h);
  const wallets = (await get(h, token, 'user/cryptoexchange/GetAllCrypto')).json.data.usercryptowallet;
  const note = async (coin: string, language?: string) => {
    const id = wallets.find((w: { coin_code: string }) => w.coin_code === coin).crypto_wallet_id;
    await post(h, token, 'user/cryptoexchange/generateUserWalletAddress', { crypto_wallet_id: id });
    const headers = language ? { 'accept-language': language } : undefined;
    return (await post(h, token, 'user/cryptoexchange/GetDepositDetails', { depoid: id }, headers)).json.data
      .note;
  };
  expect(await note('BTC')).toBe('Send only BTC (Bitcoin) to this address.');
  expect(await note('USDT')).toBe(
    'Send only USDT (ERC 20) to this address. ETH gas fee: 0.00262168 ETH is needed for ETH/ERC20 transactions.',
  );
  expect(await note('BTC', 'fr')).toBe("N'envoyez que des BTC (Bitcoin) à cette adresse.");
  expect(await note('USDT', 'fr')).toBe(
    "N'envoyez que des USDT (ERC 20) à cette adresse. Frais de gaz ETH : 0.00262168 ETH sont nécessaires pour les transactions ETH/ERC20.",
  );
});

test('wallets, address generation, deposit detail and a simulated deposit credited on refresh', async () => {
  const { user, token } = await funded(h);
  const all = (await get(h, token, 'user/cryptoexchange/GetAllCrypto')).json.data;
  expect(all.otp).toBe('none');
  const usdt = all.usercryptowallet.find((w: { coin_code: string }) => w.coin_code === 'USDT');
  expect(usdt.wallet_address).toBeNull();
  expect(
    (await post(h, token, 'user/cryptoexchange/GetDepositDetails', { depoid: usdt.crypto_wallet_id })).json
      .message,
  ).toBe('Please generate your crypto wallet to proceed.');
  expect(
    (
      await post(h, token, 'user/cryptoexchange/generateUserWalletAddress', {
        crypto_wallet_id: usdt.crypto_wallet_id,
      })
    ).json.code,
  ).toBe('200');
  const detail = (
    await post(h, token, 'user/cryptoexchange/GetDepositDetails', { depoid: usdt.crypto_wallet_id })
  ).json.data;
  expect(detail.coinaddress).toMatch(/^0x[0-9a-f]{40}$/);
  expect(detail).toMatchObject({
    coincode: 'USDT',
    min_amount: expect.any(String),
    isfixed: false,
    feeamount: '0.5',
  });
  await cryptoDepositCommand.run(h.database.db, [user.email, 'USDT', '12.5']);
  const wallet = await accountOf(h, user.id, 'crypto', 'USDT');
  expect(await balance(h, wallet.id)).toBe('5000.00000000');
  await post(h, token, 'user/cryptoexchange/refreshUserWalletBalance', {
    crypto_wallet_id: usdt.crypto_wallet_id,
  });
  await post(h, token, 'user/cryptoexchange/refreshUserWalletBalance', {
    crypto_wallet_id: usdt.crypto_wallet_id,
  });
  expect(await balance(h, wallet.id)).toBe('5012.50000000');
  const tx = (await get(h, token, 'user/cryptoexchange/GetAllCryptoTransaction')).json.data;
  expect(tx.deposittransaction[0]).toMatchObject({
    coin_code: 'USDT',
    fund_amount: '12.50000000',
    withdraw_status: 'Completed',
  });
  expect(tx.depoaddress).toHaveLength(1);
  expect((await post(h, token, 'user/limits/getbaselimitcrypto', { coinname: 'USDC' })).json.data).toEqual({
    mininternallimit: '10.00000000',
    maxinternallimit: '100000.00000000',
  });
  await expectBooksBalanced(h);
});

test('wallet address update: request, approve (then blocked), validation', async () => {
  const { user, token } = await funded(h);
  const eth = await accountOf(h, user.id, 'crypto', 'USDC');
  const body = { crypto_wallet_id: String(eth.id), wallet_address: DEST, network: 'ERC20' };
  expect(
    (await post(h, token, 'user/cryptoexchange/updateUserWalletAddress', { ...body, network: '' })).json
      .message,
  ).toBe('network: Please enter your network.');
  expect((await post(h, token, 'user/cryptoexchange/updateUserWalletAddress', body)).json.code).toBe('200');
  const [request] = await h.database.db
    .select()
    .from(walletAddressRequests)
    .where(eq(walletAddressRequests.userId, user.id));
  await walletAddressCommand.run(h.database.db, ['approve', String(request!.id)]);
  expect((await post(h, token, 'user/cryptoexchange/updateUserWalletAddress', body)).json.message).toBe(
    "You can't update your wallet address. because your wallet address is already approved by admin",
  );
});

test('crypto withdraw: preview, held, completed via CLI with site + network fees; transfer by e-mail', async () => {
  const a = await funded(h);
  const b = await funded(h);
  const btc = await accountOf(h, a.user.id, 'crypto', 'BTC');
  await post(h, a.token, 'user/cryptoexchange/GetWithdrawDetails', {
    crypto_wallet_id: String(btc.id),
    withaddress: DEST,
  });
  // A BTC min is USD 10 ÷ price: 0.1 BTC is always inside the range.
  const preview = (
    await post(h, a.token, 'user/cryptoexchange/withdraw_preview', {
      crypto_wallet_id: String(btc.id),
      withdraw_amount: '0.1',
    })
  ).json.data;
  expect(preview).toEqual({
    debit_amount: '0.10000000',
    credit_amount: '0.09780000',
    fees: '0.00220000',
    debit_currency: 'BTC',
    credit_currency: 'BTC',
  });
  expect(
    (
      await post(h, a.token, 'user/cryptoexchange/withdraw_preview', {
        crypto_wallet_id: String(btc.id),
        withdraw_amount: '1',
      })
    ).json.message,
  ).toMatch(/Not enough balance|Maximum Amount/);
  const submit = await post(h, a.token, 'user/cryptoexchange/withdrawsubmit', {
    crypto_wallet_id: String(btc.id),
    withdraw_address: DEST,
    networkchain: 'ERC20',
    withdraw_amount: '0.1',
  });
  expect(submit.json.data).toMatchObject({
    success_display_amount: '0.10000000',
    success_display_toaccount: DEST,
  });
  expect(await available(h, btc.id)).toBe('0.65000000');
  const [w] = await h.database.db
    .select()
    .from(cryptoWithdrawals)
    .where(eq(cryptoWithdrawals.userId, a.user.id));
  await withdrawalCommand.run(h.database.db, ['complete', 'crypto', String(w!.id)]);
  expect(await balance(h, btc.id)).toBe('0.65000000');
  expect(
    (
      await post(h, a.token, 'user/cryptoexchange/withdrawsubmit', {
        crypto_wallet_id: String(btc.id),
        withdraw_address: 'nope',
        networkchain: 'ERC20',
        withdraw_amount: '0.1',
      })
    ).json.code,
  ).toBe('400');
  const sent = await post(h, a.token, 'user/cryptoexchange/submitTransfer', {
    transfer_crypto: String(btc.id),
    transfer_email: b.user.email,
    transfer_amount: '0.05',
    transfer_wallet_address: DEST,
  });
  expect(sent.json.data).toMatchObject({
    success_display_amount: '0.05000000',
    success_display_toaccount: b.user.email,
  });
  expect(await balance(h, (await accountOf(h, b.user.id, 'crypto', 'BTC')).id)).toBe('0.80000000');
  expect(
    (
      await post(h, a.token, 'user/cryptoexchange/submitTransfer', {
        transfer_crypto: String(btc.id),
        transfer_email: 'no@x.io',
        transfer_amount: '0.05',
        transfer_wallet_address: DEST,
      })
    ).json.message,
  ).toBe('This email address does not exist with any accounts');
  const lists = (await get(h, a.token, 'user/cryptoexchange/GetAllCryptoTransaction')).json.data;
  expect(lists.withdrawtransaction[0]).toMatchObject({
    withdraw_status: 'Completed',
    tenpercnt: '0.00200000',
    transaction_fees: '0.00020000',
  });
  expect(lists.transfer_array).toHaveLength(1);
  expect(lists.withaddress).toHaveLength(1);
  await expectBooksBalanced(h);
});
