import { act, render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { configureApi, prefetchDashboardData, queryClient } from '@portal/shared';
import { stubNetwork } from '@portal/shared/testing';
import { widgets } from './widgets';

const pathOf = (url: string | undefined) => new URL(url ?? '', 'http://api.test').pathname.split('/').pop();

// The host starts the widgets' first calls when the dashboard's title paints (decision 127): the widgets must
// ask for those very queries, or each call is made twice.
test('the dashboard widgets ask for no call the host has already started', async () => {
  configureApi({ baseUrl: 'http://api.test' });
  queryClient.clear();
  const requests = stubNetwork(() => new Promise(() => undefined)); // answers never come: calls stay in flight
  prefetchDashboardData();
  await waitFor(() => expect(requests).toHaveLength(4));
  const { WalletCards, FiatTransactionsTable, CryptoAccountsTable } = widgets;
  if (!WalletCards || !FiatTransactionsTable || !CryptoAccountsTable) throw new Error('a widget is missing');
  render(
    <MemoryRouter>
      <WalletCards />
      <FiatTransactionsTable />
      <CryptoAccountsTable />
    </MemoryRouter>,
  );
  // The crypto table's prices are the widgets' own call: once it is made, every first call has been.
  await waitFor(() => expect(requests.map((r) => pathOf(r.url))).toContain('getprices'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  const paths = requests.map((r) => pathOf(r.url));
  for (const path of ['getuseraccoundsbyid', 'GetAllInternal', 'GetAllCrypto']) {
    expect(paths.filter((p) => p === path)).toEqual([path]);
  }
});
