import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { trackPromise, usePromise } from './use-promise';

const Show = ({ promise }: { promise: Promise<string> }) => {
  const value = usePromise(promise);
  return <p>{value ?? 'pending'}</p>;
};

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>{`failed: ${String(this.state.error)}`}</p> : this.props.children;
  }
}

describe('usePromise', () => {
  it('renders undefined while pending, then the value, without suspending', async () => {
    let resolve: (value: string) => void = () => undefined;
    const promise = new Promise<string>((done) => (resolve = done));
    render(<Show promise={promise} />);
    expect(screen.getByText('pending')).toBeTruthy();
    await act(async () => resolve('ready'));
    expect(screen.getByText('ready')).toBeTruthy();
  });

  it('reads a tracked promise that already settled on the first render', async () => {
    const promise = trackPromise(Promise.resolve('early'));
    await promise;
    render(<Show promise={promise} />);
    expect(screen.getByText('early')).toBeTruthy();
  });

  it('throws a rejection to the nearest error boundary', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let reject: (reason: Error) => void = () => undefined;
    const promise = new Promise<string>((_, fail) => (reject = fail));
    render(
      <Boundary>
        <Show promise={promise} />
      </Boundary>,
    );
    await act(async () => reject(new Error('chunk')));
    expect(screen.getByText('failed: Error: chunk')).toBeTruthy();
  });
});
