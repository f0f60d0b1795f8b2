import { act, render, screen } from '@testing-library/react';
import { ApiError } from '../../api/api-error';
import { bus } from '../../bus/event-bus';
import { Toaster } from './toaster';
import { toast, toastStore } from './toast-store';

describe('toasts', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    toastStore.setState({ items: [] });
  });
  afterEach(() => jest.useRealTimers());

  it('shows a success banner and hides it after its duration', () => {
    render(<Toaster />);
    act(() => toast.success('Saved', 3000));
    expect(screen.getByRole('status').textContent).toContain('Saved');
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('defaults to 6000 ms and uses role=alert for errors', () => {
    render(<Toaster />);
    act(() => toast.error('Insufficient balance'));
    expect(screen.getByRole('alert').textContent).toContain('Insufficient balance');
    act(() => jest.advanceTimersByTime(5999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server message of an ApiError or the generic text, and bus toasts', () => {
    render(<Toaster />);
    act(() => toast.fromError(new ApiError('server', { code: '400', serverMessage: 'Card blocked' })));
    act(() => toast.fromError(new ApiError('network')));
    act(() => bus.emit('toast', { kind: 'info', message: 'From the bus', durationMs: 1000 }));
    expect(screen.getByText('Card blocked')).toBeTruthy();
    expect(screen.getByText('Something went wrong, please try again later.')).toBeTruthy();
    expect(screen.getByText('From the bus')).toBeTruthy();
  });
});
