import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiError, queryClient } from '@portal/shared';
import '../../../app/register';
import { cardToAccount } from '../api/card-to-account';
import { useTransferFlow } from './use-transfer-flow';

jest.mock('../api/card-to-account', () => ({ cardToAccount: jest.fn() }));
const send = jest.mocked(cardToAccount);

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);
const parties = () => ({
  from: { name: 'Travel', detail: '**** 7899' },
  to: { name: 'EUR account', detail: '4100000180' },
});
const values = { card_id: '3', account_id: '11', amount: ' 40 ', causal: ' Back home ' };

describe('card → account flow without a second factor', () => {
  beforeEach(() => send.mockReset());

  it("ends in 'Transaction Submitted' with every field of the spec, once for a double submit", async () => {
    send.mockResolvedValue({
      code: '200',
      message: 'Transaction Submitted',
      data: {
        success_display_amount: '40.00',
        success_display_credit_amount: '40.00',
        success_display_from_card: '************7899',
        success_display_to_account: '4100000180',
        success_display_currancy: 'EUR',
        success_display_refno: 'CA1',
        success_display_details: 'Back home',
      },
    } as never);
    const done = jest.fn();
    const { result } = renderHook(() => useTransferFlow('none', done, parties), { wrapper });
    await act(() => result.current.start({ ...values, currency: 'EUR' }));
    // The review first: the amount, no fee, the same total, from the card to the account; nothing moved.
    expect(send).not.toHaveBeenCalled();
    expect(result.current.review).toMatchObject({
      amount: { amount: '40', currency: 'EUR' },
      fee: { amount: '0', currency: 'EUR' },
      total: { amount: '40', currency: 'EUR' },
      from: { name: 'Travel', detail: '**** 7899' },
      to: { name: 'EUR account', detail: '4100000180' },
      rows: [{ label: 'Causal', value: 'Back home' }],
    });
    await act(() => Promise.all([result.current.confirm(), result.current.confirm()]));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toEqual({
      card_id: '3',
      account_id: '11',
      amount: '40',
      causal: 'Back home',
      authcode: '',
      otp: '',
    });
    expect(result.current.result?.title).toBe('Transaction Submitted');
    expect(result.current.result?.rows).toEqual([
      { label: 'Withdrawal Card Amount', value: '€ 40.00' },
      { label: 'Credited Amount', value: '€ 40.00' },
      { label: 'Withdrawal Card Number', value: '**** **** **** 7899' },
      { label: 'Credited Account Number', value: '4100000180 (EUR)' },
      { label: 'Reference Number', value: 'CA1' },
      { label: 'Details', value: 'Back home' },
    ]);
    expect(done).toHaveBeenCalled();
  });

  it("ends in 'Transaction Failed' with amount and details", async () => {
    send.mockRejectedValue(
      new ApiError('server', {
        code: '422',
        serverMessage: 'The Withdraw From Account service is turned off for this card.',
      }),
    );
    const { result } = renderHook(() => useTransferFlow('none', jest.fn(), parties), { wrapper });
    await act(() => result.current.start({ ...values, currency: 'EUR' }));
    await act(() => result.current.confirm());
    expect(result.current.result).toEqual({
      outcome: 'failed',
      rows: [
        { label: 'Amount', value: '€ 40.00' },
        { label: 'Details', value: 'The Withdraw From Account service is turned off for this card.' },
      ],
    });
  });
});
