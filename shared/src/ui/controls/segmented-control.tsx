import { useId, type HTMLAttributes, type ReactNode } from 'react';
import styles from './controls.module.css';

export type SegmentOption<V extends string> = {
  value: V;
  /** What the segment shows (already translated); it is also its accessible name. */
  label: ReactNode;
  /** e.g. `lang` of a language's own name, a tooltip, data-* markers. */
  inputProps?: Record<string, string>;
  title?: string;
};

export type SegmentedControlProps<V extends string> = Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> & {
  /** The group's accessible name (already translated). */
  label: string;
  options: readonly SegmentOption<V>[];
  value: V;
  onChange: (value: V) => void;
};

/** A choice of one among a few, all visible (a radio group drawn as joined buttons): Tab reaches the chosen one,
 * the arrow keys move and choose, screen readers hear "radio button, 1 of 2" in the group's name. */
export const SegmentedControl = <V extends string>({
  label,
  options,
  value,
  onChange,
  className,
  ...rest
}: SegmentedControlProps<V>) => {
  const name = useId();
  return (
    <div {...rest} role="radiogroup" aria-label={label} className={`${styles.segmented} ${className ?? ''}`}>
      {options.map((option) => (
        <label key={option.value} className={styles.segment} title={option.title}>
          <input
            {...option.inputProps}
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
};
