import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { useSettled } from './use-settled';

const Probe = ({ maxMs, busy = true }: { maxMs: number; busy?: boolean }) => {
  const ref = useRef<HTMLDivElement>(null);
  const settled = useSettled(ref, true, maxMs);
  return (
    <div ref={ref} data-settled={String(settled)}>
      <section aria-busy={busy || undefined}>widget</section>
    </div>
  );
};
const settled = (container: HTMLElement) =>
  container.querySelector('[data-settled]')?.getAttribute('data-settled');

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('not settled while a widget is busy; settled shortly after the last one is done', async () => {
  const { container, rerender } = render(<Probe maxMs={10_000} />);
  act(() => {
    jest.advanceTimersByTime(3_000);
  });
  expect(settled(container)).toBe('false');
  rerender(<Probe maxMs={10_000} busy={false} />);
  await act(async () => {
    await Promise.resolve(); // the MutationObserver's callback
  });
  act(() => {
    jest.advanceTimersByTime(60);
  });
  expect(settled(container)).toBe('true');
});

test('a widget that never finishes does not hold the page past maxMs', () => {
  const { container } = render(<Probe maxMs={4_000} />);
  act(() => {
    jest.advanceTimersByTime(3_999);
  });
  expect(settled(container)).toBe('false');
  act(() => {
    jest.advanceTimersByTime(1);
  });
  expect(settled(container)).toBe('true');
});

test('an empty state (role="status", "No Data Found") is not loading: the widgets show at once', async () => {
  const Empty = () => {
    const ref = useRef<HTMLDivElement>(null);
    const done = useSettled(ref, true, 4_000);
    return (
      <div ref={ref} data-settled={String(done)}>
        <div role="status">No Data Found</div>
      </div>
    );
  };
  const { container } = render(<Empty />);
  act(() => {
    jest.advanceTimersByTime(60);
  });
  expect(settled(container)).toBe('true');
});

test('the kit loader (data-loader) still holds them', () => {
  const Loading = () => {
    const ref = useRef<HTMLDivElement>(null);
    const done = useSettled(ref, true, 4_000);
    return (
      <div ref={ref} data-settled={String(done)}>
        <div role="status" data-loader />
      </div>
    );
  };
  const { container } = render(<Loading />);
  act(() => {
    jest.advanceTimersByTime(3_000);
  });
  expect(settled(container)).toBe('false');
});
