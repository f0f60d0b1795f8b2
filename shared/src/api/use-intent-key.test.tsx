import { act, renderHook } from '@testing-library/react';
import { useIntentKey } from './use-intent-key';

describe('useIntentKey', () => {
  it('runs one money-moving call at a time (a double-click sends once)', async () => {
    const { result } = renderHook(() => useIntentKey());
    let release: () => void = () => undefined;
    const work = jest.fn(() => new Promise<void>((resolve) => (release = resolve)));
    let first: Promise<boolean> = Promise.resolve(false);
    let second: Promise<boolean> = Promise.resolve(false);
    act(() => {
      first = result.current.once(work);
      second = result.current.once(work);
    });
    expect(await second).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(work).toHaveBeenCalledTimes(1);
    await act(async () => {
      expect(await result.current.once(async () => undefined)).toBe(true);
    });
  });

  it('keeps the key until renewed, and the new key is read at call time', () => {
    const { result } = renderHook(() => useIntentKey());
    const read = result.current.keyNow;
    const before = read();
    expect(result.current.keyNow()).toBe(before);
    act(() => {
      result.current.renew();
    });
    expect(read()).not.toBe(before);
    expect(read()).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the key for the same intent and takes a new one for another intent or after renew', () => {
    const { result } = renderHook(() => useIntentKey());
    const first = result.current.keyFor('EUR 10');
    expect(result.current.keyFor('EUR 10')).toBe(first);
    const other = result.current.keyFor('EUR 12');
    expect(other).not.toBe(first);
    result.current.renew();
    expect(result.current.keyFor('EUR 12')).not.toBe(other);
  });
});
