import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { configureApi, queryClient, toastStore } from '@portal/shared';
import { stubNetwork } from '@portal/shared/testing';
import '../../../app/register';
import { useRefreshUsage } from '../api/refresh-usage';
import { CardUsageTransactionsPage } from './card-usage-transactions-page';

jest.mock('../api/refresh-usage', () => ({ useRefreshUsage: jest.fn() }));

const mutateAsync = jest.fn();
jest.mocked(useRefreshUsage).mockReturnValue({ mutateAsync, isPending: false } as never);
const USAGE = [
  {
    transaction_id: 'gtm-3',
    created_datetime: '2026-03-05 10:00:00',
    card_number: '************1111',
    amount: '5.00',
    currency: 'USD',
    merchant: 'Pharmacy',
    issue_status: 'Held',
    card_id_fk: '4',
  },
  {
    transaction_id: 'gtm-2',
    created_datetime: '2026-03-04 10:00:00',
    card_number: '************7899',
    amount: '30.00',
    currency: 'EUR',
    merchant: 'Big Shop',
    issue_status: 'Failed',
    card_id_fk: '3',
  },
  {
    transaction_id: 'gtm-1',
    created_datetime: '2026-03-01 10:00:00',
    card_number: '************7899',
    amount: '12.00',
    currency: 'EUR',
    merchant: 'Coffee House',
    issue_status: 'Completed',
    card_id_fk: '3',
  },
];
const ALLCARDS = [
  { card_id: '3', card_name: 'Travel', card_number: '************7899', usercard_status: 'Active' },
  { card_id: '4', card_name: 'Spare', card_number: '************1111', usercard_status: 'Active' },
];
type Query = Record<string, string | number | undefined>;

/** The server at the HTTP boundary, filtering and paging as contract 1.1 does (its SQL has its own tests). */
const serve = () =>
  stubNetwork((request) => {
    const query = (request.params ?? {}) as Query;
    const day = (row: (typeof USAGE)[number]) => row.created_datetime.slice(0, 10);
    const rows = USAGE.filter(
      (row) =>
        (!query.card || row.card_id_fk === query.card) &&
        (!query.from || day(row) >= String(query.from)) &&
        (!query.to || day(row) <= String(query.to)),
    );
    const page = Number(query.page ?? 1);
    const size = Number(query.size ?? rows.length);
    return {
      data: {
        code: '200',
        message: '',
        data: rows.slice((page - 1) * size, page * size),
        allcards: ALLCARDS,
        paging: { page, size, total: rows.length },
      },
    };
  });
const wrap = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);

describe('/card-usage-transactions', () => {
  let requests: ReturnType<typeof serve>;
  beforeEach(() => {
    configureApi({ baseUrl: 'http://api.test' });
    queryClient.clear();
    requests = serve();
  });

  it('shows the usage statuses, asks the server for the card and the days, and says No Data Found', async () => {
    render(<CardUsageTransactionsPage />, { wrapper: wrap });
    expect((await screen.findByText('Coffee House')).closest('tr')!.textContent).toContain('Completed');
    expect(requests.at(-1)?.params).toEqual({ page: 1, size: 5 });
    expect(screen.getByText('Big Shop').closest('tr')!.textContent).toContain('Failed');
    expect(screen.getByText('Pharmacy').closest('tr')!.textContent).toContain('Pending');
    fireEvent.change(screen.getByLabelText('Select Card'), { target: { value: '4' } });
    await waitFor(() => expect(screen.queryByText('Coffee House')).toBeNull());
    expect(screen.getByText('Pharmacy')).toBeTruthy();
    expect(requests.at(-1)?.params).toEqual({ card: '4', page: 1, size: 5 });
    fireEvent.change(screen.getByLabelText('Select Card'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('From Date'), { target: { value: '2026-03-04' } });
    fireEvent.change(screen.getByLabelText('To Date'), { target: { value: '2026-03-04' } });
    await waitFor(() => expect(screen.queryByText('Pharmacy')).toBeNull());
    expect(screen.getByText('Big Shop')).toBeTruthy();
    expect(requests.at(-1)?.params).toEqual({ from: '2026-03-04', to: '2026-03-04', page: 1, size: 5 });
    fireEvent.change(screen.getByLabelText('From Date'), { target: { value: '2026-04-01' } });
    fireEvent.change(screen.getByLabelText('To Date'), { target: { value: '' } });
    expect(await screen.findByText('No Data Found')).toBeTruthy();
  });

  it('refreshes and shows each declined purchase with its reason', async () => {
    mutateAsync.mockResolvedValue({
      code: '200',
      message: '1 new card transaction(s), 1 declined',
      gtmTransactions: [
        {
          card_id: '3',
          transaction_id: 'gtm-9',
          amount: '30',
          currency: 'EUR',
          issue_status: 'Failed',
          decline_reason: 'Above the per transaction limit of € 20.00',
        },
      ],
    });
    render(<CardUsageTransactionsPage />, { wrapper: wrap });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Refresh the card transactions' }));
    });
    const messages = toastStore.getState().items.map((item) => item.message);
    expect(messages).toContain('1 new card transaction(s), 1 declined');
    expect(messages).toContain('Declined € 30.00: Above the per transaction limit of € 20.00');
  });
});
