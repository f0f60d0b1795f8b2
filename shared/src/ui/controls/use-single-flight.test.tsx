import { act, renderHook } from '@testing-library/react';
import { useSingleFlight } from './use-single-flight';

it('runs one submission at a time: a second call while the first runs is dropped', async () => {
  const { result } = renderHook(() => useSingleFlight());
  let release: () => void = () => undefined;
  const work = jest.fn(() => new Promise<void>((resolve) => (release = resolve)));
  let first: Promise<void> | undefined;
  act(() => {
    first = result.current.run(work);
  });
  expect(result.current.running).toBe(true);
  await act(() => result.current.run(work));
  expect(work).toHaveBeenCalledTimes(1);
  await act(async () => {
    release();
    await first;
  });
  expect(result.current.running).toBe(false);
  await act(() => result.current.run(async () => undefined));
  expect(result.current.running).toBe(false);
});
