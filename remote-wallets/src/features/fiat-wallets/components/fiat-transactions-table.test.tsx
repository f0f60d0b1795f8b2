import type { ReactNode } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { configureApi, queryClient } from '@portal/shared';
import { stubNetwork } from '@portal/shared/testing';
import '../../../app/register';
import { FiatTransactionsTable } from './fiat-transactions-table';

const ROWS = Array.from({ length: 7 }, (_, i) => ({
  balance_sheet_id: String(70 - i),
  created_datetime: `2026-03-0${7 - i} 10:00:00`,
  transaction_type: 'Deposit',
  type: 'credit',
  status: 'Completed',
  amount: `${i + 1}.00`,
  current_balance: '100.00',
  currency_type: 'EUR',
}));

/** The server at the HTTP boundary, paging as contract 1.3 does (its SQL has its own tests). */
const serve = () =>
  stubNetwork((request) => {
    const query = (request.params ?? {}) as { page?: number; size?: number };
    const page = Number(query.page ?? 1);
    const size = Number(query.size ?? ROWS.length);
    return {
      data: {
        code: '200',
        message: 'Success',
        data: ROWS.slice((page - 1) * size, page * size),
        paging: { page, size, total: ROWS.length },
      },
    };
  });
const wrap = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

test('the fiat wallet table asks the server for one page of 5 and pages on the server', async () => {
  configureApi({ baseUrl: 'http://api.test' });
  queryClient.clear();
  const requests = serve();
  render(<FiatTransactionsTable />, { wrapper: wrap });
  expect(await screen.findByText('€ 1.00')).toBeTruthy();
  expect(requests.at(-1)?.url).toContain('GetAllInternal');
  expect(requests.at(-1)?.params).toEqual({ page: 1, size: 5 });
  expect(screen.queryByText('€ 6.00')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(screen.getByText('€ 6.00')).toBeTruthy());
  expect(requests.at(-1)?.params).toEqual({ page: 2, size: 5 });
});
