import { act, fireEvent, render, screen } from '@testing-library/react';
import { toastStore } from '@portal/shared';
import '../../../app/register';
import type { CardDetailsAnswer } from '../../../lib/contract-types';
import { useUpdateCardLimit } from '../api/card-settings-mutations';
import { LimitModal } from './limit-modal';

jest.mock('../api/card-settings-mutations', () => ({ useUpdateCardLimit: jest.fn() }));
const mutateAsync = jest.fn();
jest.mocked(useUpdateCardLimit).mockReturnValue({ mutateAsync, isPending: false } as never);

const caps = (value: string) => ({ purchase: value, withdraw: value, internet: value, contactless: value });
const details = {
  code: '200',
  message: '',
  data: [{ card_name: 'Travel', card_currancy: 'EUR', usercard_status: 'Active' }],
  api_card_data: {
    status: 'ACTIVE',
    limits: {
      daily_cap: '1000.00',
      weekly_cap: '5000.00',
      monthly_cap: '10000.00',
      per_transaction_cap: '500.00',
    },
  },
  displayDaily: caps('1000.00'),
  displayWeekly: caps('5000.00'),
  displayMonthly: caps('10000.00'),
  displayTransaction: caps('500.00'),
} as unknown as CardDetailsAnswer;

const submit = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Submit' })));

describe('limit modal', () => {
  it("opens on Daily, shows 'Enter valid amount' on the first empty field's tab, then saves all four caps", async () => {
    const onClose = jest.fn();
    mutateAsync.mockResolvedValue({ code: '200', message: 'Card limits updated' });
    render(<LimitModal open cardId="3" details={details} onClose={onClose} />);
    expect(screen.getByRole('tab', { name: 'Daily' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByText('€ 1,000.00')).toHaveLength(4);
    fireEvent.click(screen.getByRole('tab', { name: 'Monthly' }));
    fireEvent.change(screen.getByLabelText('Monthly limit'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Daily' }));
    await submit();
    expect(screen.getByRole('tab', { name: 'Monthly' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Enter valid amount');
    expect(mutateAsync).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Monthly limit'), { target: { value: '8000' } });
    await submit();
    expect(mutateAsync).toHaveBeenCalledWith({
      body: {
        card_id: '3',
        dailycap: '1000.00',
        weeklycap: '5000.00',
        monthlycap: '8000',
        pertranscap: '500.00',
      },
    });
    expect(toastStore.getState().items).toContainEqual(
      expect.objectContaining({ message: 'Card limits updated', durationMs: 3000 }),
    );
    expect(onClose).toHaveBeenCalled();
  });
});
