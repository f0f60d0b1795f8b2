import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { configureApi, queryClient, setLanguage } from '@portal/shared';
import '../../../app/register';
import { serveBundle } from '../testing/serve-bundle';
import { buyRow, depositRow, withdrawalRow } from '../testing/sample-rows';
import { CryptoTransactionsPage } from './crypto-transactions-page';

const bundle = {
  buyselltra: [{ ...buyRow, admin_transaction_hash: '0xadmin', admin_note: 'ok' }],
  withdrawtransaction: [withdrawalRow],
  swaptra: [],
  deposittransaction: [depositRow],
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
