import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { lazyPart } from './lazy-part';

const Counter = ({ label }: { label: string }) => {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`${label} ${count}`}
    </button>
  );
};

describe('lazyPart', () => {
  it('shows the fallback until the implementation arrived, then renders it with the props', async () => {
    let resolve: (component: typeof Counter) => void = () => undefined;
    const Part = lazyPart<{ label: string }>(() => new Promise((done) => (resolve = done)), <p>waiting</p>);
    render(<Part label="clicks" />);
    expect(screen.getByText('waiting')).toBeTruthy();
    resolve(Counter);
    expect(await screen.findByRole('button', { name: 'clicks 0' })).toBeTruthy();
  });

  it('renders at once once loaded, and keeps its state across re-renders', async () => {
    const load = jest.fn(() => Promise.resolve(Counter));
    const Part = lazyPart<{ label: string }>(load);
    const first = render(<Part label="a" />);
    const button = await screen.findByRole('button', { name: 'a 0' });
    act(() => button.click());
    first.rerender(<Part label="b" />);
    expect(await screen.findByRole('button', { name: 'b 1' })).toBeTruthy();
    first.unmount();
    render(<Part label="c" />);
    expect(screen.getByRole('button', { name: 'c 0' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failed load', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk')).mockResolvedValue(Counter);
    const Part = lazyPart<{ label: string }>(load);
    const registry = (globalThis as { __PORTAL_KIT_PARTS__?: Set<() => Promise<unknown>> })
      .__PORTAL_KIT_PARTS__;
    const preload = [...(registry ?? [])].at(-1);
    await expect(preload?.()).rejects.toThrow('chunk');
    await expect(preload?.()).resolves.toBe(Counter);
    render(<Part label="x" />);
    expect(screen.getByRole('button', { name: 'x 0' })).toBeTruthy();
  });

  it('preload fetches the implementation once, before any render, so the first render needs no fallback', async () => {
    const load = jest.fn(() => Promise.resolve(Counter));
    const Part = lazyPart<{ label: string }>(load, <p>waiting</p>);
    await Part.preload();
    await Part.preload();
    render(<Part label="early" />);
    expect(screen.queryByText('waiting')).toBeNull();
    expect(screen.getByRole('button', { name: 'early 0' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
