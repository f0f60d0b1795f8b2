import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { DateRangeFilter, dateRangeBounds, type DateRange } from './date-range-filter';

const Harness = ({ onChange }: { onChange: (range: DateRange) => void }) => {
  const [range, setRange] = useState<DateRange>({ from: '', to: '' });
  return (
    <DateRangeFilter
      value={range}
      onChange={(next) => {
        setRange(next);
        onChange(next);
      }}
      labels={{ from: 'From Date', to: 'To Date' }}
    />
  );
};

describe('DateRangeFilter', () => {
  it('bounds each date by the other', () => {
    expect(dateRangeBounds({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      fromMax: '2026-11-30',
      toMin: '2026-11-01',
    });
    expect(dateRangeBounds({ from: '', to: '' })).toEqual({ fromMax: undefined, toMin: undefined });
  });

  it('labels both inputs, reports each change with the other end kept and bounds the inputs', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const from = screen.getByLabelText<HTMLInputElement>('From Date');
    const to = screen.getByLabelText<HTMLInputElement>('To Date');
    fireEvent.change(from, { target: { value: '2026-11-01' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '' });
    fireEvent.change(to, { target: { value: '2026-11-30' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '2026-11-30' });
    expect(from.max).toBe('2026-11-30');
    expect(to.min).toBe('2026-11-01');
  });
});
