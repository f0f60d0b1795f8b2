import { bus, queryClient } from '@portal/shared';
import { RELOAD_DELAY_MS, balancesChangedWithReload } from './use-delayed-refetch';

describe('balances changed, with the 6 s reload', () => {
  it('announces at once and refreshes every answer again after 6 s', () => {
    jest.useFakeTimers();
    const heard = jest.fn();
    const off = bus.on('balances:changed', heard);
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    balancesChangedWithReload('test');
    expect(heard).toHaveBeenCalledWith({ source: 'test' });
    const now = invalidate.mock.calls.length;
    jest.advanceTimersByTime(RELOAD_DELAY_MS - 1);
    expect(invalidate.mock.calls.length).toBe(now);
    jest.advanceTimersByTime(1);
    expect(invalidate.mock.calls.length).toBe(now + 1);
    off();
    jest.useRealTimers();
  });
});
