import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureApi, queryClient, setLanguage } from '@portal/shared';
import '../../../app/register';
import { serveBundle } from '../testing/serve-bundle';
import { depositRow, transferRow } from '../testing/sample-rows';
import { CryptoTransactionsPage } from './crypto-transactions-page';

const bundle = {
  buyselltra: [],
  withdrawtransaction: [],
  swaptra: [],
  deposittransaction: [depositRow],
  transfer_array: [transferRow],
  depoaddress: [
    {
      deposit_address_id: '31',
      user_acc_account_number: 'ACC1',
      wallet_address: 'bc1qdeposit',
      status: 'Active',
      created_datetime: '2026-11-03 10:00:00',
    },
  ],
  withaddress: [
    {
      withdraw_address_id: '41',
      user_acc_account_number: 'ACC1',
      wallet_address: '0xdest',
      user_crypto_wallets_crypto_fk: '12',
      account_id: '3',
      created_datetime: '2026-11-04 10:00:00',
    },
  ],
};

const Where = () => <output data-testid="where">{useLocation().pathname}</output>;

const renderAt = (url: string) =>
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/crypto-transactions" element={<CryptoTransactionsPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('/crypto-transactions?type= (the tables outside the dropdown)', () => {
  beforeEach(async () => {
    configureApi({ baseUrl: 'http://api.test' });
    queryClient.clear();
    serveBundle(bundle);
    sessionStorage.clear();
    localStorage.clear();
    await act(() => setLanguage('en'));
  });

  it('Deposit: named in the dropdown only while linked, 8-decimal amount and its status', async () => {
    renderAt('/crypto-transactions?type=Deposit');
    await screen.findByText('0xdep');
    const options = within(screen.getByLabelText('Transaction Type'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['CryptoExchange', 'Withdrawal', 'Swap', 'Deposit']);
    expect(screen.getByText('Deposit Transactions')).toBeTruthy();
    const row = screen.getByText('0xdep').closest('tr') as HTMLElement;
    expect(within(row).getByText('1.50000000')).toBeTruthy();
    expect(within(row).getByText('Success')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Transaction Type'), { target: { value: 'Swap' } });
    expect(within(screen.getByLabelText('Transaction Type')).getAllByRole('option')).toHaveLength(3);
  });

  it('Transfer: the counter-party and the signed amount in 8 decimals', async () => {
    renderAt('/crypto-transactions?type=Transfer');
    const row = (await screen.findByText('TR1')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Ana Lee (ana@x.io)')).toBeTruthy();
    expect(within(row).getByText('-0.25000000')).toBeTruthy();
  });

  it('an unknown type falls back to CryptoExchange', () => {
    renderAt('/crypto-transactions?type=Nope');
    expect((screen.getByLabelText('Transaction Type') as HTMLSelectElement).value).toBe('CryptoExchange');
  });

  it('deposit address eye: stores the id in session storage and opens the deposit page', async () => {
    renderAt('/crypto-transactions?type=DepositAddress');
    expect(await screen.findByText('Deposit Addresses')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Open deposit address bc1qdeposit' }));
    expect(sessionStorage.getItem('deposit_address_id')).toBe('31');
    expect(screen.getByTestId('where').textContent).toBe('/wallets-deposit-transaction');
  });

  it('withdraw address eye: stores wallet id, account id and address, then opens the withdraw page after 1 s', async () => {
    renderAt('/crypto-transactions?type=WithdrawAddress');
    const eye = await screen.findByRole('button', { name: 'Withdraw to address 0xdest' });
    jest.useFakeTimers();
    try {
      fireEvent.click(eye);
      expect(localStorage.getItem('crypto_wallet_id')).toBe('12');
      expect(localStorage.getItem('account_id')).toBe('3');
      expect(localStorage.getItem('withaddress')).toBe('0xdest');
      act(() => jest.advanceTimersByTime(999));
      expect(screen.queryByTestId('where')).toBeNull();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByTestId('where').textContent).toBe('/wallets-withdrawal-transaction');
    } finally {
      jest.useRealTimers();
    }
  });
});
