import { startTransition, useEffect, useState } from 'react';

// A hidden tab runs no animation frames: the widgets still mount, a moment later.
const HIDDEN_TAB_MS = 250;

/** False until the browser has painted the first commit: what should not hold that paint up (the widgets under
 * the dashboard's title, their code and their calls) starts after it. useDeferredValue alone let the widgets'
 * render, requests included, start before the title's frame. The second render is a transition (time-sliced). */
export const useAfterFirstPaint = (): boolean => {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      clearTimeout(fallback);
      cancelAnimationFrame(frame);
      startTransition(() => setPainted(true));
    };
    // A task queued from an animation frame runs after that frame has been painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(done);
    });
    const fallback = setTimeout(done, HIDDEN_TAB_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(fallback);
    };
  }, []);
  return painted;
};
