import { act, render, waitFor } from '@testing-library/react';
import { configureApi, prefetchDashboardData, queryClient } from '@portal/shared';
import { stubNetwork } from '@portal/shared/testing';
import { widgets } from './widgets';

// The host starts the widgets' first calls when the dashboard's title paints (decision 127): the trade tables
// must ask for that very query, or the call is made twice.
test('the dashboard trade tables ask for no call the host has already started', async () => {
  configureApi({ baseUrl: 'http://api.test' });
  queryClient.clear();
  const requests = stubNetwork(() => new Promise(() => undefined)); // answers never come: calls stay in flight
  prefetchDashboardData();
  await waitFor(() => expect(requests).toHaveLength(4));
  const { BuySellTable, SwapTable } = widgets;
  if (!BuySellTable || !SwapTable) throw new Error('a widget is missing');
  render(
    <>
      <BuySellTable />
      <SwapTable />
    </>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(requests.map((r) => r.url)).toHaveLength(4);
  expect(requests.filter((r) => r.url?.endsWith('GetAllCryptoExchange'))).toHaveLength(1);
});
