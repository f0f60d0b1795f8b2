import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { configureApi, queryClient, setLanguage } from '@portal/shared';
import '../../../app/register';
import { serveBundle } from '../testing/serve-bundle';
import { CryptoTransactionsPage } from './crypto-transactions-page';

const bundle = {
  buyselltra: [
    {
      exchange_id: '1',
      transaction_hash: 'BY1',
      created_datetime: '2026-11-03 10:00:00',
      exchange_type: 'Buy',
      exchnage_pair: 'USD|BTC',
      fiat_amount: '100',
      crypto_amount: '0.0015',
      admin_reward: '1',
      transfer_status: 'Completed',
      admin_transaction_hash: '0xadmin',
      admin_note: 'ok',
    },
  ],
  withdrawtransaction: [
    {
      withdraw_tra_id: '7',
      transaction_hash: '0xw',
      coin_code: 'ETH',
      withdraw_amount: '0.5',
      originalwithamount: '0.51',
      tenpercnt: '0.005',
      transaction_fees: '0.005',
      withdraw_status: 'Pending',
      created_datetime: '2026-11-02 10:00:00',
    },
  ],
  swaptra: [],
  deposittransaction: [
    { depositfund_id: '9', coin_code: 'BTC', fund_amount: '1', created_datetime: '2026-11-01 10:00:00' },
  ],
};

const wrap = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);

describe('/crypto-transactions', () => {
  let requests: ReturnType<typeof serveBundle>;
  beforeEach(async () => {
    configureApi({ baseUrl: 'http://api.test' });
    queryClient.clear();
    requests = serveBundle(bundle);
    await act(() => setLanguage('en'));
  });

  it('offers only CryptoExchange, Withdrawal and Swap, and asks the server for one page of the buy/sell list', async () => {
    render(<CryptoTransactionsPage />, { wrapper: wrap });
    await screen.findByText('BY1');
    expect(requests.find((r) => String(r.url).includes('GetAllCryptoTransaction'))?.params).toEqual({
      list: 'buyselltra',
      page: 1,
      size: 5,
    });
    const options = within(screen.getByLabelText('Transaction Type'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['CryptoExchange', 'Withdrawal', 'Swap']);
  });

  it('buy/sell: 8-decimal crypto, Success for Completed, the status button opens the details with the admin hash', async () => {
    render(<CryptoTransactionsPage />, { wrapper: wrap });
    const row = (await screen.findByText('BY1')).closest('tr') as HTMLElement;
    expect(within(row).getByText('0.00150000 BTC')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'View details of transaction BY1' }));
    const dialog = screen.getByRole('dialog', { name: 'Transaction Details' });
    expect(within(dialog).getByText('0xadmin')).toBeTruthy();
    expect(within(dialog).getByText('ok')).toBeTruthy();
  });

  it('withdrawals with their fees in 8 decimals; a coin filter without rows says No Data Found', async () => {
    render(<CryptoTransactionsPage />, { wrapper: wrap });
    fireEvent.change(screen.getByLabelText('Transaction Type'), { target: { value: 'Withdrawal' } });
    const row = (await screen.findByText('0xw')).closest('tr') as HTMLElement;
    expect(within(row).getByText('0.50000000')).toBeTruthy();
    expect(within(row).getAllByText('0.00500000')).toHaveLength(2);
    await screen.findByRole('option', { name: 'BTC' });
    fireEvent.change(screen.getByLabelText('Crypto'), { target: { value: 'BTC' } });
    expect(await screen.findByText('No Data Found')).toBeTruthy();
    expect(requests.at(-1)?.params).toEqual({ list: 'withdrawtransaction', coin: 'BTC', page: 1, size: 5 });
  });

  it('French: the buy/sell type in the table and in the details comes from the kit enumeration labels', async () => {
    await act(() => setLanguage('fr'));
    render(<CryptoTransactionsPage />, { wrapper: wrap });
    expect(
      within((await screen.findByText('BY1')).closest('tr') as HTMLElement).getByText('Achat'),
    ).toBeTruthy();
    fireEvent.click(
      within(screen.getByText('BY1').closest('tr') as HTMLElement)
        .getAllByRole('button')
        .at(-1) as HTMLElement,
    );
    expect(within(screen.getByRole('dialog')).getByText('Achat')).toBeTruthy();
  });
});
