import type { Table } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useSharedTranslation } from '../../i18n/use-shared-translation';
import { compactLayout } from './compact-layout';
import { CompactItem } from './compact-item';
import type { DataColumn } from './data-column';
import styles from './data-table.module.css';
import { setIndeterminate } from './table-body';

export type CompactListProps<T> = {
  table: Table<T>;
  columns: readonly DataColumn<T>[];
  selectable: boolean;
  onRowClick?: ((row: T) => void) | undefined;
  /** The list's accessible name (its title). */
  label: string;
};

/** The current page as a list of compact items, the way banking apps show movements on a phone: nothing to
 * scroll sideways. The select-all box and the pager work as with the table. */
export const CompactList = <T,>({ table, columns, selectable, onRowClick, label }: CompactListProps<T>) => {
  const { t } = useSharedTranslation();
  const layout = useMemo(() => compactLayout(columns), [columns]);
  return (
    <div className={styles.compact} data-compact-list>
      {selectable ? (
        <label className={styles.compactHead}>
          <input
            type="checkbox"
            checked={table.getIsAllRowsSelected()}
            ref={setIndeterminate(table.getIsSomeRowsSelected())}
            onChange={table.getToggleAllRowsSelectedHandler()}
          />
          {t('table.selectAll')}
        </label>
      ) : null}
      <ul className={styles.compactList} aria-label={label}>
        {table.getRowModel().rows.map((row) => (
          <CompactItem
            key={row.id}
            row={row}
            layout={layout}
            selectable={selectable}
            onRowClick={onRowClick}
          />
        ))}
      </ul>
    </div>
  );
};
