import type { Table } from '@tanstack/react-table';
import { useSharedTranslation } from '../../i18n/use-shared-translation';
import { shownValue, WHOLE_ROLES } from './cell-value';
import type { DataColumn } from './data-column';
import styles from './data-table.module.css';

export type TableBodyProps<T> = {
  table: Table<T>;
  columns: readonly DataColumn<T>[];
  selectable: boolean;
  onRowClick?: ((row: T) => void) | undefined;
  /** Accessible name of the scroll box: a wide table scrolls sideways inside it, by keyboard too. */
  label: string;
};

export const setIndeterminate = (indeterminate: boolean) => (input: HTMLInputElement | null) => {
  if (input) input.indeterminate = indeterminate;
};

/** The <table> of the current page; the select-all box selects every row of every page (in server mode: the rows
 * on screen, the only ones the browser has). */
export const TableBody = <T,>({ table, columns, selectable, onRowClick, label }: TableBodyProps<T>) => {
  const { t } = useSharedTranslation();
  const alignClass = (column: DataColumn<T>) => (column.align === 'end' ? styles.end : undefined);
  const cellClass = (column: DataColumn<T>) =>
    [alignClass(column), column.role ? WHOLE_ROLES[column.role] : undefined].filter(Boolean).join(' ') ||
    undefined;

  return (
    // A scroll region must be reachable by keyboard and named (axe scrollable-region-focusable).
    <div className={styles.scroll} tabIndex={0} role="region" aria-label={label}>
      <table className={styles.table}>
        <thead>
          <tr>
            {selectable ? (
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label={t('table.selectAll')}
                  checked={table.getIsAllRowsSelected()}
                  ref={setIndeterminate(table.getIsSomeRowsSelected())}
                  onChange={table.getToggleAllRowsSelectedHandler()}
                />
              </th>
            ) : null}
            {columns.map((column) => (
              <th key={column.id} scope="col" className={alignClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              className={onRowClick ? styles.clickable : undefined}
              onClick={onRowClick ? () => onRowClick(row.original) : undefined}
              tabIndex={onRowClick ? 0 : undefined}
              onKeyDown={
                onRowClick ? (event) => event.key === 'Enter' && onRowClick(row.original) : undefined
              }
            >
              {selectable ? (
                <td onClick={(event) => event.stopPropagation()}>
                  <input
                    type="checkbox"
                    aria-label={t('table.selectRow')}
                    checked={row.getIsSelected()}
                    onChange={row.getToggleSelectedHandler()}
                  />
                </td>
              ) : null}
              {columns.map((column) => (
                <td key={column.id} className={cellClass(column)}>
                  {column.cell
                    ? column.cell(row.original)
                    : shownValue(column.role, column.value(row.original))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
