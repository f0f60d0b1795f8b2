import { renderHook } from '@testing-library/react';
import { ApiError } from './api-error';
import { needsNewKey, useIntentKey } from './use-intent-key';

describe('useIntentKey', () => {
  it('keeps the key for the same intent and takes a new one for another intent or after renew', () => {
    const { result } = renderHook(() => useIntentKey());
    const first = result.current.keyFor('EUR 10');
    expect(result.current.keyFor('EUR 10')).toBe(first);
    const other = result.current.keyFor('EUR 12');
    expect(other).not.toBe(first);
    result.current.renew();
    expect(result.current.keyFor('EUR 12')).not.toBe(other);
  });

  it('a server refusal needs a new key; a lost answer keeps it for a safe retry', () => {
    expect(needsNewKey(new ApiError('server', { code: '400', serverMessage: 'Not enough balance' }))).toBe(
      true,
    );
    expect(needsNewKey(new ApiError('network'))).toBe(false);
    expect(needsNewKey(new Error('x'))).toBe(false);
  });
});
