import { useId } from 'react';

/** Two calendar days as the date inputs give them (YYYY-MM-DD, '' = open, both inclusive). */
export type DateRange = { from: string; to: string };

export type DateRangeFilterProps = {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Already translated ("From Date", "To Date"). */
  labels: { from: string; to: string };
  labelClassName?: string;
  inputClassName?: string;
};

/** The from-date may not pass the to-date and the to-date may not precede the from-date. */
export const dateRangeBounds = ({ from, to }: DateRange) => ({
  fromMax: to || undefined,
  toMin: from || undefined,
});

/** From and To date inputs of a list filter, each bounded by the other. A fragment: it sits in the caller's
 * filter row beside the other filters. */
export const DateRangeFilter = (props: DateRangeFilterProps) => {
  const { value, onChange, labels, labelClassName, inputClassName } = props;
  const id = useId();
  const { fromMax, toMin } = dateRangeBounds(value);
  return (
    <>
      <label className={labelClassName} htmlFor={`${id}-from`}>
        {labels.from}
        <input
          id={`${id}-from`}
          type="date"
          className={inputClassName}
          value={value.from}
          max={fromMax}
          onChange={(event) => onChange({ from: event.target.value, to: value.to })}
          data-filter="from"
        />
      </label>
      <label className={labelClassName} htmlFor={`${id}-to`}>
        {labels.to}
        <input
          id={`${id}-to`}
          type="date"
          className={inputClassName}
          value={value.to}
          min={toMin}
          onChange={(event) => onChange({ from: value.from, to: event.target.value })}
          data-filter="to"
        />
      </label>
    </>
  );
};
