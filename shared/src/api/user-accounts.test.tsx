import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { configureApi } from './config';
import { queryClient } from './query-client';
import { stubNetwork } from './test-adapter';
import { useUserAccounts } from './user-accounts';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);
const row = (id: string, currency: string) => ({
  account_id_pk: id,
  account_number: `41000001${id}`,
  account_currency_type: currency,
  available_balance: '10.00',
});

describe('useUserAccounts', () => {
  beforeEach(() => {
    configureApi({ baseUrl: 'http://api.test' });
    queryClient.clear();
  });

  it('asks once without the country list; the server order, or EUR first for the cards pickers', async () => {
    const requests = stubNetwork(() => ({
      data: { code: '200', message: 'Success', data: [row('1', 'USD'), row('2', 'EUR')] },
    }));
    const { result } = renderHook(() => ({ served: useUserAccounts(), cards: useUserAccounts('eurFirst') }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.cards.data).toBeDefined());
    expect(result.current.served.data?.map((a) => a.account_currency_type)).toEqual(['USD', 'EUR']);
    expect(result.current.cards.data?.map((a) => a.account_currency_type)).toEqual(['EUR', 'USD']);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toContain('getuseraccoundsbyid');
    expect(JSON.stringify([requests[0]?.url, requests[0]?.params])).toContain('getallcountry');
  });
});
