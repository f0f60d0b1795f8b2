import { type KeyboardEvent, type PointerEvent, useState } from 'react';
import { nearestSpot } from '../rules/price-chart';

const STEPS: Record<string, (index: number, last: number) => number> = {
  ArrowLeft: (index) => index - 1,
  ArrowRight: (index) => index + 1,
  PageDown: (index) => index - 10,
  PageUp: (index) => index + 10,
  Home: () => 0,
  End: (_index, last) => last,
};

/** Which point of the chart is read out: the one under the pointer, or the one the arrow keys moved to (the
 * newest when the chart gets the focus). `width` is the SVG's coordinate width, to map the pointer onto it. */
export const useChartCursor = (spots: readonly { x: number }[], width: number) => {
  const [index, setIndex] = useState<number>();
  const last = spots.length - 1;
  const clamp = (next: number) => Math.min(Math.max(next, 0), last);

  return {
    index: index !== undefined && index <= last ? index : undefined,
    onFocus: () => setIndex((current) => current ?? last),
    onBlur: () => setIndex(undefined),
    onKeyDown: (event: KeyboardEvent) => {
      const step = STEPS[event.key];
      if (!step || last < 0) return;
      event.preventDefault();
      setIndex((current) => clamp(step(current ?? last, last)));
    },
    onPointerMove: (event: PointerEvent<Element>) => {
      const box = event.currentTarget.getBoundingClientRect();
      if (box.width === 0) return;
      setIndex(nearestSpot(spots, ((event.clientX - box.left) / box.width) * width));
    },
    onPointerLeave: () => setIndex(undefined),
  };
};
