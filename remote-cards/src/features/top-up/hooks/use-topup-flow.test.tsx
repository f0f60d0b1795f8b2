import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiError, bus, queryClient } from '@portal/shared';
import '../../../app/register';
import { cardTopup } from '../api/card-topup';
import { topupCheck } from '../api/topup-check';
import { useTopupFlow } from './use-topup-flow';

// The HTTP boundary of this flow: its two endpoint files.
jest.mock('../api/topup-check', () => ({ topupCheck: jest.fn() }));
jest.mock('../api/card-topup', () => ({ cardTopup: jest.fn() }));
const check = jest.mocked(topupCheck);
const topup = jest.mocked(cardTopup);

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);
const body = { select_account: '11', select_card: '3', amount: '100' };
const preview = {
  success_display_topup_currency: 'EUR',
  success_display_topup_amount: '100.00',
  success_display_debit_amount: '101.00',
  success_display_fee_amount: '1.00',
};

describe('card top-up flow without a second factor', () => {
  beforeEach(() => {
    check.mockReset().mockResolvedValue({ code: '200', message: '', data: preview } as never);
    topup.mockReset();
  });

  it('Continue shows the details; Submit twice tops up once; a reference gives Successfull; balances announced', async () => {
    let release: (value: unknown) => void = () => undefined;
    topup.mockReturnValue(new Promise((resolve) => (release = resolve)) as never);
    const heard: unknown[] = [];
    const off = bus.on('balances:changed', (payload) => heard.push(payload));
    const { result } = renderHook(() => useTopupFlow('none'), { wrapper });
    await act(() => result.current.start(body));
    expect(result.current.pending?.preview?.success_display_debit_amount).toBe('101.00');
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.confirm();
      void result.current.confirm();
    });
    await act(async () => {
      release({
        code: '200',
        message: 'Done',
        data: { success_display_refno: 'CT123', success_display_details: 'Card topped up' },
      });
      await first;
    });
    off();
    expect(topup).toHaveBeenCalledTimes(1);
    expect(topup.mock.calls[0]![0]).toEqual(body);
    expect(topup.mock.calls[0]![1]).toEqual({ authcode: '', otp: '' });
    expect(result.current.result).toMatchObject({
      outcome: 'success',
      title: 'Topup Transaction Successfull',
    });
    expect(result.current.pending).toBeNull();
    expect(heard).toEqual([{ source: 'card-topup' }]);
  });

  it('shows the card number of the result in groups of 4, masked (spec 03 §9)', async () => {
    topup.mockResolvedValue({
      code: '200',
      message: 'Done',
      data: { success_display_refno: 'CT1', success_display_to_card: '************0984' },
    } as never);
    const { result } = renderHook(() => useTopupFlow('none'), { wrapper });
    await act(() => result.current.start(body));
    await act(() => result.current.confirm());
    expect(result.current.result?.rows).toContainEqual({ label: 'To Card', value: '**** **** **** 0984' });
  });

  it("without a reference the title is 'Topup Transaction Request Submitted'", async () => {
    topup.mockResolvedValue({ code: '200', message: 'Submitted', data: {} } as never);
    const { result } = renderHook(() => useTopupFlow('none'), { wrapper });
    await act(() => result.current.start(body));
    await act(() => result.current.confirm());
    expect(result.current.result?.title).toBe('Topup Transaction Request Submitted');
  });

  it("a refusal ends in 'Transaction Failed' with the server's amount and details", async () => {
    topup.mockRejectedValue(
      new ApiError('server', {
        code: '402',
        serverMessage: 'Not enough balance',
        answer: { data: { error_display_amount: '100', error_display_details: 'Not enough balance' } },
      }),
    );
    const { result } = renderHook(() => useTopupFlow('none'), { wrapper });
    await act(() => result.current.start(body));
    await act(() => result.current.confirm());
    expect(result.current.result?.outcome).toBe('failed');
    expect(result.current.result?.rows.map((row) => row.value)).toEqual(['€ 100.00', 'Not enough balance']);
  });
});
