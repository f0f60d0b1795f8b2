import { act, renderHook } from '@testing-library/react';
import { useAfterFirstPaint } from './use-after-first-paint';

type Entry = { identifier: string };

/** A stand-in for Chromium's Element Timing: `report` delivers entries to every observer of type "element". */
const stubElementTiming = () => {
  const observers: ((entries: Entry[]) => void)[] = [];
  class Observer {
    static supportedEntryTypes = ['element', 'largest-contentful-paint'];
    constructor(private readonly callback: (list: { getEntries: () => Entry[] }) => void) {}
    observe = () => observers.push((entries) => this.callback({ getEntries: () => entries }));
    disconnect = () => observers.splice(0);
  }
  Object.defineProperty(window, 'PerformanceObserver', { value: Observer, configurable: true });
  return {
    report: (identifier: string) => act(() => [...observers].forEach((deliver) => deliver([{ identifier }]))),
    restore: () => Reflect.deleteProperty(window, 'PerformanceObserver'),
  };
};

/** The titled element in the document, at `top` px from the viewport's top (jsdom lays nothing out). */
const placeTitle = (top: number) => {
  const title = document.createElement('h1');
  title.setAttribute('elementtiming', 'dashboard-title');
  jest
    .spyOn(title, 'getBoundingClientRect')
    .mockReturnValue({ top, bottom: top + 40, width: 300 } as DOMRect);
  document.body.append(title);
};

describe('useAfterFirstPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.body.replaceChildren();
  });

  it('with Element Timing, turns true (and calls onPaint once) when the named element is on screen', () => {
    const timing = stubElementTiming();
    placeTitle(100);
    const onPaint = jest.fn();
    const { result } = renderHook(() => useAfterFirstPaint('dashboard-title', onPaint));
    act(() => {
      jest.advanceTimersToNextFrame();
      jest.advanceTimersToNextFrame();
      jest.advanceTimersByTime(1);
    });
    expect(result.current).toBe(false); // frames alone do not tell that the title reached the screen
    timing.report('another-element');
    expect(result.current).toBe(false);
    timing.report('dashboard-title');
    expect(result.current).toBe(true);
    act(() => {
      jest.advanceTimersByTime(5_000);
    });
    expect(onPaint).toHaveBeenCalledTimes(1);
    timing.restore();
  });

  it('with the element out of view (never reported), turns true after the second animation frame', () => {
    const timing = stubElementTiming();
    placeTitle(5_000);
    const { result } = renderHook(() => useAfterFirstPaint('dashboard-title'));
    act(() => {
      jest.advanceTimersToNextFrame();
      jest.advanceTimersToNextFrame();
      jest.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
    timing.restore();
  });

  it('without Element Timing, turns true in a task after the second animation frame', () => {
    const onPaint = jest.fn();
    const { result } = renderHook(() => useAfterFirstPaint('dashboard-title', onPaint));
    act(() => {
      jest.advanceTimersToNextFrame();
      jest.advanceTimersToNextFrame();
    });
    expect(result.current).toBe(false);
    expect(onPaint).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
    expect(onPaint).toHaveBeenCalledTimes(1);
  });

  it('turns true in a hidden tab, which paints nothing', () => {
    const hidden = jest.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    const frames = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const { result } = renderHook(() => useAfterFirstPaint('dashboard-title'));
    act(() => {
      jest.advanceTimersByTime(249);
    });
    expect(result.current).toBe(false);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
    frames.mockRestore();
    hidden.mockRestore();
  });

  it('turns true when the tab is hidden before its paint', () => {
    const timing = stubElementTiming();
    placeTitle(100);
    const { result } = renderHook(() => useAfterFirstPaint('dashboard-title'));
    expect(result.current).toBe(false);
    const hidden = jest.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(result.current).toBe(true);
    hidden.mockRestore();
    timing.restore();
  });
});
