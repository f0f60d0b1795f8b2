import { act, renderHook } from '@testing-library/react';
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

  it("counts the 5 s from the dashboard's load, not from when the condition became known", () => {
    const { rerender } = renderHook(({ show }) => useIbanKycAutoOpen(show), {
      initialProps: { show: false },
    });
    jest.advanceTimersByTime(4_000); // the user details (or the widgets) arrive late
    rerender({ show: true });
    jest.advanceTimersByTime(999);
    expect(opened).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('opens at once when the condition becomes known after the 5 s', () => {
    const { rerender } = renderHook(({ show }) => useIbanKycAutoOpen(show), {
      initialProps: { show: false },
    });
    jest.advanceTimersByTime(7_000);
    expect(opened).not.toHaveBeenCalled();
    rerender({ show: true });
    jest.advanceTimersByTime(0);
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

  it('never opens over a page the customer is using: a click before 5 s turns it into the prompt', () => {
    const { result } = renderHook(() => useIbanKycAutoOpen(true));
    jest.advanceTimersByTime(2_000);
    expect(result.current.prompt).toBe(false);
    act(() => {
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    // Not under the pointer at once (it would move what is being clicked): at the 5 s, in place of the modal.
    expect(result.current.prompt).toBe(false);
    act(() => {
      jest.advanceTimersByTime(3_000);
    });
    expect(opened).not.toHaveBeenCalled();
    expect(result.current.prompt).toBe(true);
  });

  it('a key press counts as use too', () => {
    const { result } = renderHook(() => useIbanKycAutoOpen(true));
    act(() => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    });
    act(() => {
      jest.advanceTimersByTime(10_000);
    });
    expect(opened).not.toHaveBeenCalled();
    expect(result.current.prompt).toBe(true);
  });

  it('does not stack on another open dialog: the prompt instead', () => {
    const other = document.createElement('div');
    other.setAttribute('role', 'dialog');
    document.body.append(other);
    const { result } = renderHook(() => useIbanKycAutoOpen(true));
    act(() => {
      jest.advanceTimersByTime(5_000);
    });
    other.remove();
    expect(opened).not.toHaveBeenCalled();
    expect(result.current.prompt).toBe(true);
  });

  it('shows no prompt when it opened by itself', () => {
    const { result } = renderHook(() => useIbanKycAutoOpen(true));
    act(() => {
      jest.advanceTimersByTime(5_000);
    });
    expect(opened).toHaveBeenCalledTimes(1);
    expect(result.current.prompt).toBe(false);
  });
});
