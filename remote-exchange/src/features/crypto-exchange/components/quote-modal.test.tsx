import { act, fireEvent, render, screen } from '@testing-library/react';
import { setLanguage } from '@portal/shared';
import '../../../app/register';
import { QuoteModal } from './quote-modal';

describe('quote modal', () => {
  beforeEach(async () => {
    await act(() => setLanguage('en'));
    jest.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => jest.useRealTimers());

  it('counts the validity down and, once expired, offers only a new price', () => {
    const onSubmit = jest.fn();
    const onRefresh = jest.fn();
    render(
      <QuoteModal
        title="Buy Order Details"
        rows={[{ label: 'Order Amount', value: '$ 100.00' }]}
        deadline={1_000_000 + 3000}
        requoted={false}
        busy={false}
        onSubmit={onSubmit}
        onRefresh={onRefresh}
        onClose={jest.fn()}
      />,
    );
    expect(screen.getByText('This price holds for 3 s.')).toBeTruthy();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('This price holds for 2 s.')).toBeTruthy();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByText('This price has expired. Get a new price to continue.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Get a new price' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('without a validity (a server that gives none) it shows no countdown', () => {
    render(
      <QuoteModal
        title="Transaction Details"
        rows={[]}
        deadline={undefined}
        requoted
        busy={false}
        onSubmit={jest.fn()}
        onRefresh={jest.fn()}
        onClose={jest.fn()}
      />,
    );
    expect(screen.queryByText(/This price holds/)).toBeNull();
    expect(screen.getByText('The price changed. Review the new amounts and confirm again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });
});
