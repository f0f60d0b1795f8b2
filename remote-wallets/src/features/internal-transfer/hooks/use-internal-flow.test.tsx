import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiError, bus, queryClient } from '@portal/shared';
import { submitInternalTransfer } from '../api/fiat-internal-transfer';
import { checkInternalTransfer } from '../api/fiat-internal-transfer-check';
import type { Recipient } from '../components/recipient-step';
import { useInternalFlow } from './use-internal-flow';

jest.mock('../api/fiat-internal-transfer', () => ({ submitInternalTransfer: jest.fn() }));
jest.mock('../api/fiat-internal-transfer-check', () => ({ checkInternalTransfer: jest.fn() }));
const check = jest.mocked(checkInternalTransfer);
beforeEach(() => {
  check.mockReset();
  check.mockResolvedValue({
    code: '200',
    message: '',
    data: { amount: '10.00', fee: '0.00', total: '10.00', currency: 'EUR', payee: 'personal@demo.portal' },
  } as never);
});
const submit = jest.mocked(submitInternalTransfer);

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);
const recipient: Recipient = {
  account: {
    account_id_pk: '26',
    account_number: '4100000180',
    account_currency_type: 'EUR',
    available_balance: '100',
  } as Recipient['account'],
  email: 'personal@demo.portal',
  name: 'Paula Martin',
};

describe('internal transfer flow without a second factor', () => {
  beforeEach(() => submit.mockReset());

  it('sends once with the idempotency key, shows the success and announces new balances', async () => {
    submit.mockResolvedValue({ code: '200', message: '10.00 EUR sent', data: null } as never);
    const heard: unknown[] = [];
    const off = bus.on('balances:changed', (payload) => heard.push(payload));
    const done = jest.fn();
    const { result } = renderHook(() => useInternalFlow('none', done), { wrapper });
    await act(() => result.current.start({ recipient, values: { amount: ' 10 ', message: 'Rent' } }));
    off();
    expect(submit).toHaveBeenCalledTimes(1);
    const [body, key] = submit.mock.calls[0]!;
    expect(body).toEqual({
      account: '26',
      emailaddress: 'personal@demo.portal',
      amount: '10',
      currancy: 'EUR',
      message: 'Rent',
      otp: '',
      auth_code: '',
    });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.current.result?.outcome).toBe('success');
    expect(done).toHaveBeenCalled();
    expect(heard).toEqual([{ source: 'internal-transfer' }]);
    // The preview came first, with the same transfer and no code (the server binds the SMS code to it).
    expect(check).toHaveBeenCalledWith({
      account: '26',
      emailaddress: 'personal@demo.portal',
      amount: '10',
      currancy: 'EUR',
      message: 'Rent',
    });
    expect(check.mock.invocationCallOrder[0]).toBeLessThan(submit.mock.invocationCallOrder[0]!);
  });

  it('a refused preview ends in Transaction Failed with its message and moves nothing', async () => {
    check.mockRejectedValue(
      new ApiError('server', {
        code: '403',
        serverMessage: 'You do not have permission to view this resource',
      }),
    );
    const { result } = renderHook(() => useInternalFlow('none', jest.fn()), { wrapper });
    await act(() => result.current.start({ recipient, values: { amount: '10', message: 'Rent' } }));
    expect(submit).not.toHaveBeenCalled();
    expect(result.current.result?.outcome).toBe('failed');
    expect(result.current.result?.rows[0]?.value).toBe('You do not have permission to view this resource');
    expect(result.current.busy).toBe(false);
  });

  it('ends in Transaction Failed with the server message; the refusal is final, the retry takes a new key', async () => {
    submit.mockRejectedValue(
      new ApiError('server', { code: '402', serverMessage: 'Insufficient balance in EUR virtual wallet.' }),
    );
    const done = jest.fn();
    const { result } = renderHook(() => useInternalFlow('none', done), { wrapper });
    await act(() => result.current.start({ recipient, values: { amount: '10', message: 'Rent' } }));
    expect(result.current.result?.outcome).toBe('failed');
    expect(result.current.result?.rows[0]?.value).toBe('Insufficient balance in EUR virtual wallet.');
    expect(done).not.toHaveBeenCalled();
    await act(() => result.current.start({ recipient, values: { amount: '10', message: 'Rent' } }));
    expect(submit.mock.calls[1]![1]).not.toBe(submit.mock.calls[0]![1]);
  });

  it('keeps the key for a retry after a lost answer', async () => {
    submit.mockRejectedValueOnce(new ApiError('network')).mockResolvedValueOnce({
      code: '200',
      message: 'sent',
      data: null,
    } as never);
    const { result } = renderHook(() => useInternalFlow('none', jest.fn()), { wrapper });
    await act(() => result.current.start({ recipient, values: { amount: '10', message: 'Rent' } }));
    expect(result.current.result?.outcome).toBe('failed');
    await act(() => result.current.start({ recipient, values: { amount: '10', message: 'Rent' } }));
    expect(submit.mock.calls[1]![1]).toBe(submit.mock.calls[0]![1]);
    expect(result.current.result?.outcome).toBe('success');
  });
});
