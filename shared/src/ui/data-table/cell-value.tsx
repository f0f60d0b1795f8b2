import type { ReactNode } from 'react';
import type { CellValue } from './csv-export';
import type { ColumnRole } from './data-column';
import styles from './data-table.module.css';

/** Amounts and statuses never wrap ("€" away from its figures; end-aligned figures get it from the CSS too); a
 * date wraps only between its date and its time. */
export const WHOLE_ROLES: Partial<Record<ColumnRole, string>> = {
  amount: styles.whole,
  status: styles.whole,
};

export const shownValue = (role: ColumnRole | undefined, value: CellValue): ReactNode => {
  if (role !== 'date' || typeof value !== 'string') return value;
  const split = /^(.*?\d{4})\s+(\S.*)$/.exec(value);
  return split ? (
    <>
      <span className={styles.whole}>{split[1]}</span> <span className={styles.whole}>{split[2]}</span>
    </>
  ) : (
    value
  );
};
