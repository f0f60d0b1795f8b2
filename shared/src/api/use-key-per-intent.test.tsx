import { renderHook } from '@testing-library/react';
import { ApiError } from './api-error';
import { needsNewKey, useKeyPerIntent } from './use-key-per-intent';

describe('one idempotency key per intent', () => {
  it('keeps the key while the values stay and renews it when they change', () => {
    const { result, rerender } = renderHook(({ amount }) => useKeyPerIntent('EUR', amount), {
      initialProps: { amount: '10' },
    });
    const first = result.current.key;
    rerender({ amount: '10' });
    expect(result.current.key).toBe(first);
    rerender({ amount: '12' });
    expect(result.current.key).not.toBe(first);
  });

  it('a server refusal needs a new key; a lost answer keeps it for a safe retry', () => {
    expect(needsNewKey(new ApiError('server', { code: '400', serverMessage: 'Not enough balance' }))).toBe(
      true,
    );
    expect(needsNewKey(new ApiError('network'))).toBe(false);
    expect(needsNewKey(new Error('x'))).toBe(false);
  });
});
