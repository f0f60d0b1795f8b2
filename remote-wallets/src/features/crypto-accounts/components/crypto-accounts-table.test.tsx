import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@portal/shared';
import '../../../app/register';
import type { CryptoWallet } from '../../../lib/crypto/types';
import { CryptoAccountsTable } from './crypto-accounts-table';

const wallets: CryptoWallet[] = [
  {
    crypto_wallet_id: '1',
    coin: 'Bitcoin',
    coin_code: 'BTC',
    wallet_address: 'bc1qabc',
    total_available: '0.5',
    wallet_balance: '0.75',
    wallet_address_status: 'Approved',
  },
  {
    crypto_wallet_id: '2',
    coin: 'Tether',
    coin_code: 'USDT',
    wallet_address: null,
    total_available: '5000',
    wallet_balance: '5000',
    wallet_address_status: 'Pending',
  },
] as CryptoWallet[];
const generate = jest.fn(async () => ({ code: '200', message: 'Wallet address generated successfully' }));
const refresh = jest.fn(async () => ({ code: '200', message: 'Your wallet balance is up to date' }));

const accounts = [{ account_id_pk: '7', account_currency_type: 'EUR' }];
const priceCurrencies: string[] = [];
jest.mock('../../../lib/crypto/get-all-crypto', () => ({
  useAllCrypto: () => ({ data: { otp: 'none', accounts, usercryptowallet: wallets }, isPending: false }),
}));
// The feed's prices at the API boundary (the endpoint has its own server tests).
jest.mock('../api/get-prices', () => ({
  useCoinPrices: (currency: string) => {
    priceCurrencies.push(currency);
    return {
      data: new Map([
        ['BTC', '59800.12345678'],
        ['USDT', '0.92000000'],
      ]),
    };
  },
}));
jest.mock('../api/generate-wallet-address', () => ({
  useGenerateWalletAddress: () => ({ mutateAsync: generate, isPending: false }),
}));
jest.mock('../api/refresh-wallet-balance', () => ({
  useRefreshWalletBalance: () => ({ mutateAsync: refresh, isPending: false }),
}));

const rowOf = (code: string) => screen.getByRole('cell', { name: new RegExp(`^${code}$`) }).closest('tr')!;

describe('CryptoAccountsTable', () => {
  it('shows the address or N/A, the balance with 8 decimals, Generate Wallet or Refresh', () => {
    render(<CryptoAccountsTable />);
    expect(within(rowOf('BTC')).getByText('bc1qabc')).toBeTruthy();
    expect(within(rowOf('BTC')).getByText('0.75000000')).toBeTruthy();
    expect(within(rowOf('BTC')).getByRole('button', { name: 'Refresh BTC' })).toBeTruthy();
    expect(within(rowOf('USDT')).getByText('N/A')).toBeTruthy();
    expect(within(rowOf('USDT')).getByRole('button', { name: 'Generate Wallet USDT' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Update Address/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('values each wallet in the account currency at the live price (issue 23)', () => {
    render(<CryptoAccountsTable />);
    expect(screen.getByRole('columnheader', { name: 'Value (EUR)' })).toBeTruthy();
    expect(priceCurrencies.at(-1)).toBe('EUR');
    // 0.75 × 59,800.12345678 = 44,850.0925…: cut to cents.
    expect(within(rowOf('BTC')).getByText('€ 44,850.09')).toBeTruthy();
    expect(within(rowOf('USDT')).getByText('€ 4,600.00')).toBeTruthy();
  });

  it('generates an address, refreshes a balance and announces the change', async () => {
    const changed = jest.fn();
    const off = bus.on('balances:changed', changed);
    render(<CryptoAccountsTable />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Generate Wallet USDT' }));
    });
    expect(generate).toHaveBeenCalledWith({ body: { crypto_wallet_id: '2' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Refresh BTC' }));
    });
    expect(refresh).toHaveBeenCalledWith({ body: { crypto_wallet_id: '1' } });
    expect(changed).toHaveBeenCalledWith({ source: 'crypto-refresh' });
    off();
  });

  it('offers the address update on the page', () => {
    const onUpdate = jest.fn();
    render(<CryptoAccountsTable onUpdateAddress={onUpdate} hideTitle />);
    fireEvent.click(screen.getByRole('button', { name: 'Update Address BTC' }));
    expect(onUpdate).toHaveBeenCalledWith(wallets[0]);
  });
});

// Issue 44 item 12: the CSV writes the balance and the value as numbers, each beside its currency.
test('exports balances and values as numbers beside their currencies', async () => {
  let saved: Blob | undefined;
  jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => ((saved = blob as Blob), 'blob:x'));
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  render(<CryptoAccountsTable />);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  });
  await waitFor(() => expect(saved).toBeDefined());
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(saved!);
  });
  const lines = text
    .replace(/^\uFEFF/, '')
    .split('\r\n\r\n')[1]!
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe(
    '"Coin Code","Wallet Address","Wallet Balance","Wallet Balance – Currency","Value (EUR)","Value (EUR) – Currency"',
  );
  expect(lines[1]).toBe('"BTC","bc1qabc","0.75","BTC","44850.09","EUR"');
  jest.restoreAllMocks();
});
