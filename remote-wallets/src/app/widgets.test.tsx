import { act, render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { configureApi, prefetchDashboardData, queryClient } from '@portal/shared';
import { stubNetwork } from '@portal/shared/testing';
import { widgets } from './widgets';

const pathOf = (url: string | undefined) => new URL(url ?? '', 'http://api.test').pathname.split('/').pop();

const CRYPTO = {
  code: '200',
  message: 'Success',
  data: { otp: '', accounts: [{ account_id_pk: 1, account_currency_type: 'EUR' }], usercryptowallet: [] },
};

// The host starts the widgets' first calls when the dashboard's title paints (decision 127): the widgets must
// ask for those very queries, or each call is made twice.
test('the dashboard widgets ask for no call the host has already started', async () => {
  configureApi({ baseUrl: 'http://api.test' });
  queryClient.clear();
  // Only the crypto accounts answer (the prices' currency follows them); the other calls stay in flight.
  const requests = stubNetwork((request) =>
    pathOf(request.url) === 'GetAllCrypto' ? { data: CRYPTO } : new Promise(() => undefined),
  );
  prefetchDashboardData();
  await waitFor(() => expect(requests).toHaveLength(5));
  expect(requests.at(-1)?.params).toEqual({ currency: 'EUR' });
  const { WalletCards, FiatTransactionsTable, CryptoAccountsTable } = widgets;
  if (!WalletCards || !FiatTransactionsTable || !CryptoAccountsTable) throw new Error('a widget is missing');
  render(
    <MemoryRouter>
      <WalletCards />
      <FiatTransactionsTable />
      <CryptoAccountsTable />
    </MemoryRouter>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  const paths = requests.map((r) => pathOf(r.url));
  for (const path of ['getuseraccoundsbyid', 'GetAllInternal', 'GetAllCrypto', 'getprices']) {
    expect(paths.filter((p) => p === path)).toEqual([path]);
  }
});
