import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiError, queryClient, toastStore } from '@portal/shared';
import { useMoveFlow } from './use-move-flow';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);
const ends = () => ({ reset: jest.fn(), onClose: jest.fn() });
const messages = () => toastStore.getState().items.map((item) => item.message);

beforeEach(() => toastStore.setState({ items: [] }));

describe('useMoveFlow', () => {
  it('after success: the message, a cleared form, a closed modal, and a new key next time', async () => {
    const end = ends();
    const move = jest.fn().mockResolvedValue({ message: 'Transfer done' });
    const { result } = renderHook(() => useMoveFlow({ source: 'test', move, ...end }), { wrapper });
    await act(() => result.current.start({ amount: '10' }));
    await act(() => result.current.start({ amount: '10' }));
    expect(messages()).toEqual(['Transfer done', 'Transfer done']);
    expect(end.reset).toHaveBeenCalledTimes(2);
    expect(end.onClose).toHaveBeenCalledTimes(2);
    expect(move.mock.calls[1]![1]).not.toBe(move.mock.calls[0]![1]);
    expect(result.current.result).toBeNull();
  });

  it('after a server refusal: its message, the form kept open, a new key; after a lost answer the same key', async () => {
    const end = ends();
    const move = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('server', { code: '400', serverMessage: 'Insufficient balance' }))
      .mockRejectedValueOnce(new ApiError('network'))
      .mockResolvedValueOnce({ message: 'Transfer done' });
    const { result } = renderHook(() => useMoveFlow({ source: 'test', move, ...end }), { wrapper });
    for (let i = 0; i < 3; i += 1) await act(() => result.current.start({ amount: '10' }));
    expect(messages()[0]).toBe('Insufficient balance');
    const [refused, lost, retried] = move.mock.calls.map((call) => call[1]);
    expect(lost).not.toBe(refused);
    expect(retried).toBe(lost);
    expect(end.onClose).toHaveBeenCalledTimes(1);
  });

  it('a failed check moves nothing and says why', async () => {
    const end = ends();
    const move = jest.fn();
    const { result } = renderHook(
      () => useMoveFlow({ source: 'test', move, ...end, check: () => 'USD is not supported' }),
      { wrapper },
    );
    await act(() => result.current.start({ amount: '10' }));
    expect(move).not.toHaveBeenCalled();
    expect(messages()).toEqual(['USD is not supported']);
  });
});
