import { act, renderHook } from '@testing-library/react';
import { useInactivity, type InactivityOptions } from './use-inactivity';

const setup = (overrides: Partial<InactivityOptions> = {}) => {
  const onLogout = jest.fn();
  const hook = renderHook(() =>
    useInactivity({
      enabled: true,
      paddingMs: 10_000,
      autologoutMs: 30_000,
      autologout: true,
      onLogout,
      ...overrides,
    }),
  );
  return { ...hook, onLogout };
};

describe('useInactivity', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('warns for 6 seconds after the padding time', () => {
    const { result } = setup();
    act(() => jest.advanceTimersByTime(9_999));
    expect(result.current.warning).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.warning).toBe(true);
    act(() => jest.advanceTimersByTime(6_000));
    expect(result.current.warning).toBe(false);
  });

  it('logs out after (autologout − padding) when the flag is Yes', () => {
    const { onLogout } = setup();
    act(() => jest.advanceTimersByTime(19_999));
    expect(onLogout).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('never logs out when the flag is No', () => {
    const { onLogout } = setup({ autologout: false });
    act(() => jest.advanceTimersByTime(120_000));
    expect(onLogout).not.toHaveBeenCalled();
  });

  it.each(['mousemove', 'mousedown', 'click', 'scroll', 'keypress'])('restarts both clocks on %s', (name) => {
    const { result, onLogout } = setup();
    act(() => jest.advanceTimersByTime(15_000));
    expect(result.current.warning).toBe(true);
    act(() => {
      window.dispatchEvent(new Event(name));
    });
    expect(result.current.warning).toBe(false);
    act(() => jest.advanceTimersByTime(19_000));
    expect(onLogout).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1_000));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled (no session)', () => {
    const { result, onLogout } = setup({ enabled: false });
    act(() => jest.advanceTimersByTime(60_000));
    expect(result.current.warning).toBe(false);
    expect(onLogout).not.toHaveBeenCalled();
  });
});
