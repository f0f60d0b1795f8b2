import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { queryClient, setLanguage } from '@portal/shared';
import '../../../app/register';
import { CryptoTransactionsPage } from './crypto-transactions-page';

const bundle = {
  buyselltra: [{ exchange_id: '1', transaction_hash: 'BY1', created_datetime: '2026-11-03 10:00:00', exchange_type: 'Buy', exchnage_pair: 'USD|BTC', fiat_amount: '100', crypto_amount: '0.0015', admin_reward: '1', transfer_status: 'Completed', admin_transaction_hash: '0xadmin', admin_note: 'ok' }],
  withdrawtransaction: [{ withdraw_tra_id: '7', transaction_hash: '0xw', coin_code: 'ETH', withdraw_amount: '0.5', originalwithamount: '0.51', tenpercnt: '0.005', transaction_fees: '0.005', withdraw_status: 'Pending', created_datetime: '2026-11-02 10:00:00' }],
  swaptra: [],
  deposittransaction: [{ depositfund_id: '9', coin_code: 'BTC', fund_amount: '1', created_datetime: '2026-11-01 10:00:00' }],
};
jest.mock('../api/get-all-crypto-transaction', () => ({ useCryptoTransactions: () => ({ isPending: false, isError: false, data: bundle }) }));

const wrap = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);

describe('/crypto-transactions', () => {
  beforeEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('offers only CryptoExchange, Withdrawal and Swap', () => {
    render(<CryptoTransactionsPage />, { wrapper: wrap });
    const options = within(screen.getByLabelText('Transaction Type')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['CryptoExchange', 'Withdrawal', 'Swap']);
  });

  it('buy/sell: 8-decimal crypto, Success for Completed, the status button opens the details with the admin hash', () => {
    render(<CryptoTransactionsPage />, { wrapper: wrap });
    const row = screen.getByText('BY1').closest('tr') as HTMLElement;
    expect(within(row).getByText('0.00150000 BTC')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'View details of transaction BY1' }));
    const dialog = screen.getByRole('dialog', { name: 'Transaction Details' });
    expect(within(dialog).getByText('0xadmin')).toBeTruthy();
    expect(within(dialog).getByText('ok')).toBeTruthy();
  });

  it('withdrawals with their fees in 8 decimals; a coin filter without rows says No Data Found', () => {
    render(<CryptoTransactionsPage />, { wrapper: wrap });
    fireEvent.change(screen.getByLabelText('Transaction Type'), { target: { value: 'Withdrawal' } });
    const row = screen.getByText('0xw').closest('tr') as HTMLElement;
    expect(within(row).getByText('0.50000000')).toBeTruthy();
    expect(within(row).getAllByText('0.00500000')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Crypto'), { target: { value: 'BTC' } });
    expect(screen.getByText('No Data Found')).toBeTruthy();
  });

  it('French: the buy/sell type in the table and in the details comes from the kit enumeration labels', async () => {
    await act(() => setLanguage('fr'));
    render(<CryptoTransactionsPage />, { wrapper: wrap });
    expect(within(screen.getByText('BY1').closest('tr') as HTMLElement).getByText('Achat')).toBeTruthy();
    fireEvent.click(within(screen.getByText('BY1').closest('tr') as HTMLElement).getAllByRole('button').at(-1) as HTMLElement);
    expect(within(screen.getByRole('dialog')).getByText('Achat')).toBeTruthy();
  });
});
