import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { configureApi, queryClient, setLanguage } from '@portal/shared';
import { stubNetwork } from '@portal/shared/testing';
import '../../../app/register';
import { MyCardsTransactionsPage } from './my-cards-transactions-page';

const ROWS = [
  {
    created_datetime: '2026-03-05 10:00:00',
    cardtypename: 'Physical Card',
    card_name: 'Travel',
    account_number: '41001',
    card_number: '************7899',
    cardtra_type: 'debit',
    amount: '12.00',
    card_currancy: 'EUR',
    issue_status: 'Completed',
    card_id_fk: '3',
  },
  {
    created_datetime: '2026-03-04 10:00:00',
    cardtypename: 'Virtual Card',
    card_name: 'Online',
    account_number: '41002',
    card_number: '************1111',
    cardtra_type: 'credit',
    amount: '5.00',
    card_currancy: 'USD',
    issue_status: 'Pending',
    card_id_fk: '4',
  },
];

const wrap = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);

describe('/my-cards-transactions', () => {
  beforeEach(() => {
    configureApi({ baseUrl: 'http://api.test' });
    queryClient.clear();
    stubNetwork(() => ({
      data: { code: '200', message: '', data: ROWS, allcards: [], paging: { page: 1, size: 5, total: 2 } },
    }));
  });
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('shows the card types the server sends in the portal language (French)', async () => {
    await act(() => setLanguage('fr'));
    render(<MyCardsTransactionsPage />, { wrapper: wrap });
    expect((await screen.findByText('41001')).closest('tr')!.textContent).toContain('Carte physique');
    expect(screen.getByText('41002').closest('tr')!.textContent).toContain('Carte virtuelle');
    expect(screen.queryByText('Physical Card')).toBeNull();
  });
});
