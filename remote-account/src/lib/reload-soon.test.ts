import { queryClient } from '@portal/shared';
import { endpoints } from '@portal/shared/contract';
import { RELOAD_AFTER_MS, reloadSoon } from './reload-soon';

test('refetches the named answers about 1 s after a success, not before', async () => {
  jest.useFakeTimers();
  const spy = jest.spyOn(queryClient, 'invalidateQueries').mockResolvedValue(undefined);
  const done = reloadSoon(endpoints['kyc.getKycDetails'], endpoints['shell.getUserDetails']);
  jest.advanceTimersByTime(RELOAD_AFTER_MS - 1);
  expect(spy).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  await done;
  expect(spy.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
    ['kyc.getKycDetails'],
    ['shell.getUserDetails'],
  ]);
  expect(RELOAD_AFTER_MS).toBe(1000);
  spy.mockRestore();
  jest.useRealTimers();
});
