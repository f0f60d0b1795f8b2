import { type KeyboardEvent, useRef } from 'react';
import { PRICE_RANGES, type PriceRange } from '@portal/shared/contract';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';
import styles from './price-panel.module.css';

export type RangeTabsProps = {
  value: PriceRange;
  onChange: (range: PriceRange) => void;
  /** Id prefix: tab i is `${id}-${range}`, the panel they control `${id}-chart`. */
  id: string;
};

const NEXT: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** 24 h / 7 d / 30 d as an ARIA tab list (arrow keys move and select, one tab stop) until the kit has tabs. */
export const RangeTabs = ({ value, onChange, id }: RangeTabsProps) => {
  const { t } = useExchangeTranslation();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = PRICE_RANGES.indexOf(value);
    const step = NEXT[event.key];
    const target =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? PRICE_RANGES.length - 1
          : step
            ? (index + step + PRICE_RANGES.length) % PRICE_RANGES.length
            : undefined;
    if (target === undefined) return;
    event.preventDefault();
    onChange(PRICE_RANGES[target]!);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[target]?.focus();
  };
  return (
    <div
      ref={list}
      role="tablist"
      aria-label={t('cryptoExchange.price.rangeLabel')}
      className={styles.ranges}
      onKeyDown={onKeyDown}
    >
      {PRICE_RANGES.map((range) => (
        <button
          key={range}
          type="button"
          role="tab"
          id={`${id}-${range}`}
          aria-selected={range === value}
          aria-controls={`${id}-chart`}
          tabIndex={range === value ? 0 : -1}
          className={styles.range}
          onClick={() => onChange(range)}
        >
          {t(`cryptoExchange.price.ranges.${range}`)}
        </button>
      ))}
    </div>
  );
};
