import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { toastStore } from '@portal/shared';
import '../../../app/register';
import { useUsageTransactions } from '../api/get-usage-transactions';
import { useRefreshUsage } from '../api/refresh-usage';
import { CardUsageTransactionsPage } from './card-usage-transactions-page';

jest.mock('../api/get-usage-transactions', () => ({ useUsageTransactions: jest.fn() }));
jest.mock('../api/refresh-usage', () => ({ useRefreshUsage: jest.fn() }));

const mutateAsync = jest.fn();
jest.mocked(useRefreshUsage).mockReturnValue({ mutateAsync, isPending: false } as never);
jest.mocked(useUsageTransactions).mockReturnValue({
  isPending: false,
  fetchStatus: 'idle',
  data: {
    code: '200',
    message: '',
    data: [
      { transaction_id: 'gtm-1', created_datetime: '2026-03-01 10:00:00', card_number: '************7899', amount: '12.00', currency: 'EUR', merchant: 'Coffee House', issue_status: 'Completed', card_id_fk: '3' },
      { transaction_id: 'gtm-2', created_datetime: '2026-03-04 10:00:00', card_number: '************7899', amount: '30.00', currency: 'EUR', merchant: 'Big Shop', issue_status: 'Failed', card_id_fk: '3' },
      { transaction_id: 'gtm-3', created_datetime: '2026-03-05 10:00:00', card_number: '************1111', amount: '5.00', currency: 'USD', merchant: 'Pharmacy', issue_status: 'Held', card_id_fk: '4' },
    ],
    allcards: [
      { card_id: '3', card_name: 'Travel', card_number: '************7899', usercard_status: 'Active' },
      { card_id: '4', card_name: 'Spare', card_number: '************1111', usercard_status: 'Active' },
    ],
  },
} as never);

describe('/card-usage-transactions', () => {
  it('shows the usage statuses, filters by card and day, and says No Data Found', () => {
    render(
      <MemoryRouter>
        <CardUsageTransactionsPage />
      </MemoryRouter>,
    );
    expect(screen.getByText('Coffee House').closest('tr')!.textContent).toContain('Completed');
    expect(screen.getByText('Big Shop').closest('tr')!.textContent).toContain('Failed');
    expect(screen.getByText('Pharmacy').closest('tr')!.textContent).toContain('Pending');
    fireEvent.change(screen.getByLabelText('Select Card'), { target: { value: '4' } });
    expect(screen.queryByText('Coffee House')).toBeNull();
    expect(screen.getByText('Pharmacy')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Select Card'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('From Date'), { target: { value: '2026-03-04' } });
    fireEvent.change(screen.getByLabelText('To Date'), { target: { value: '2026-03-04' } });
    expect(screen.getByText('Big Shop')).toBeTruthy();
    expect(screen.queryByText('Pharmacy')).toBeNull();
    fireEvent.change(screen.getByLabelText('From Date'), { target: { value: '2026-04-01' } });
    fireEvent.change(screen.getByLabelText('To Date'), { target: { value: '' } });
    expect(screen.getByText('No Data Found')).toBeTruthy();
  });

  it('refreshes and shows each declined purchase with its reason', async () => {
    mutateAsync.mockResolvedValue({
      code: '200',
      message: '1 new card transaction(s), 1 declined',
      gtmTransactions: [{ card_id: '3', transaction_id: 'gtm-9', amount: '30', currency: 'EUR', issue_status: 'Failed', decline_reason: 'Above the per transaction limit of 20.00 EUR' }],
    });
    render(
      <MemoryRouter>
        <CardUsageTransactionsPage />
      </MemoryRouter>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Refresh the card transactions' }));
    });
    const messages = toastStore.getState().items.map((item) => item.message);
    expect(messages).toContain('1 new card transaction(s), 1 declined');
    expect(messages).toContain('Declined € 30.00: Above the per transaction limit of 20.00 EUR');
  });
});
