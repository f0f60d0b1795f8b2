import { act, renderHook } from '@testing-library/react';
import { useAfterFirstPaint } from './use-after-first-paint';

describe('useAfterFirstPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is false for the first commit and true once the next frame has been painted', () => {
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    act(() => {
      jest.advanceTimersToNextFrame();
    });
    expect(result.current).toBe(false); // the frame's callback only queues a task after its paint
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
  });

  it('turns true without animation frames too (a hidden tab runs none)', () => {
    const frames = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const { result } = renderHook(() => useAfterFirstPaint());
    act(() => {
      jest.advanceTimersByTime(249);
    });
    expect(result.current).toBe(false);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
    frames.mockRestore();
  });
});
