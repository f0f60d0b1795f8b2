import { renderHook } from '@testing-library/react';
import { bus } from '@portal/shared';
import { useIbanKycAutoOpen } from './use-iban-kyc-auto-open';

describe('useIbanKycAutoOpen', () => {
  let opened: jest.Mock;
  let off: () => void;
  beforeEach(() => {
    jest.useFakeTimers();
    opened = jest.fn();
    off = bus.on('ibanKyc:open', opened);
  });
  afterEach(() => {
    off();
    jest.useRealTimers();
  });

  it('asks for the modal 5 s after the dashboard loads, once', () => {
    renderHook(() => useIbanKycAutoOpen(true));
    jest.advanceTimersByTime(4_999);
    expect(opened).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(opened).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(60_000);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('never asks when the condition does not hold', () => {
    renderHook(() => useIbanKycAutoOpen(false));
    jest.advanceTimersByTime(60_000);
    expect(opened).not.toHaveBeenCalled();
  });

  it('is cancelled by leaving the dashboard before 5 s', () => {
    const { unmount } = renderHook(() => useIbanKycAutoOpen(true));
    jest.advanceTimersByTime(3_000);
    unmount();
    jest.advanceTimersByTime(10_000);
    expect(opened).not.toHaveBeenCalled();
  });

  it('is cancelled when the condition turns false (form approved meanwhile)', () => {
    const { rerender } = renderHook(({ show }) => useIbanKycAutoOpen(show), { initialProps: { show: true } });
    jest.advanceTimersByTime(3_000);
    rerender({ show: false });
    jest.advanceTimersByTime(10_000);
    expect(opened).not.toHaveBeenCalled();
  });

  it('does not restart the 5 s when the user details refetch with the same answer', () => {
    const { rerender } = renderHook(({ show }) => useIbanKycAutoOpen(show), { initialProps: { show: true } });
    jest.advanceTimersByTime(3_000);
    rerender({ show: true });
    jest.advanceTimersByTime(2_000);
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
