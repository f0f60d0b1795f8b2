import { startTransition, useEffect, useState } from 'react';

// A hidden tab paints nothing: the widgets still mount, a moment later.
const HIDDEN_TAB_MS = 250;
// Should the browser never report the title's paint, the widgets do not wait longer than this.
const LONGEST_WAIT_MS = 3_000;

type ElementTiming = PerformanceEntry & { identifier?: string };

const reportsElementPaint = () =>
  typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('element');

// Element Timing reports only what is painted in the viewport: a title scrolled out of view would never be.
const inView = (identifier: string) => {
  const rect = document.querySelector(`[elementtiming="${identifier}"]`)?.getBoundingClientRect();
  return Boolean(rect && rect.width > 0 && rect.bottom > 0 && rect.top < window.innerHeight);
};

/** Calls `done` once the element marked `elementtiming={identifier}` is on screen (Element Timing reports the
 * frame's presentation; a task queued from an animation frame could run before it); without that API, or with the
 * element out of view, a task after the second animation frame. Returns the clean-up. */
const whenPainted = (identifier: string, done: () => void): (() => void) => {
  if (reportsElementPaint() && inView(identifier)) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as ElementTiming).identifier === identifier)) done();
    });
    observer.observe({ type: 'element', buffered: true });
    return () => observer.disconnect();
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  let second = 0;
  const first = requestAnimationFrame(() => {
    second = requestAnimationFrame(() => {
      timer = setTimeout(done);
    });
  });
  return () => {
    cancelAnimationFrame(first);
    cancelAnimationFrame(second);
    clearTimeout(timer);
  };
};

/** False until the browser has painted the element marked `elementtiming={identifier}` (the page's title): what
 * should not hold that paint up (the dashboard's widgets, their code and their calls) starts after it. `onPaint`
 * (a stable function) runs at that moment, before the second render (a transition, time-sliced). */
export const useAfterFirstPaint = (identifier: string, onPaint?: () => void): boolean => {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let finished = false;
    let stop = () => undefined as void;
    const done = () => {
      if (finished) return;
      finished = true;
      stop();
      clearTimeout(fallback);
      document.removeEventListener('visibilitychange', done);
      onPaint?.();
      startTransition(() => setPainted(true));
    };
    const fallback = setTimeout(done, document.hidden ? HIDDEN_TAB_MS : LONGEST_WAIT_MS);
    // A tab hidden before the paint will not paint: go on.
    document.addEventListener('visibilitychange', done);
    stop = whenPainted(identifier, done);
    return () => {
      finished = true;
      stop();
      clearTimeout(fallback);
      document.removeEventListener('visibilitychange', done);
    };
  }, [identifier, onPaint]);
  return painted;
};
