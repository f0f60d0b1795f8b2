import { useEffect, useRef, type ReactNode } from 'react';
import { useSharedTranslation } from '../../i18n/use-shared-translation';
import { Loader } from '../loader/loader';
import type { DataColumn } from './data-column';
import styles from './data-table.module.css';
import { TableBody } from './table-body';
import { TableExports } from './table-exports';
import { TablePager } from './table-pager';
import { useDataTable } from './use-data-table';

export const DEFAULT_PAGE_SIZES = [5, 10, 15] as const;

export type DataTableProps<T> = {
  /** Memoise columns and data (useMemo / query data) so thousands of rows stay fast. */
  columns: readonly DataColumn<T>[];
  data: readonly T[];
  /** Already translated heading above the table. */
  title?: ReactNode;
  /** Heading of the empty state, e.g. "Fiat Transaction Overview". */
  emptyTitle?: string;
  /** Export file name and PDF title (e.g. "Fiat Transactions"); without it there are no export buttons. */
  exportName?: string;
  /** First entry is the initial page size: [5, 10, 15] by default, e.g. [25, 50, 100] for shareholders. */
  pageSizes?: readonly number[];
  paging?: boolean;
  selectable?: boolean;
  onSelectionChange?: (rows: T[]) => void;
  onRowClick?: (row: T) => void;
  getRowId?: (row: T, index: number) => string;
  loading?: boolean;
  /** Extra toolbar content (filters, buttons), already translated. */
  actions?: ReactNode;
};

export const DataTable = <T,>(props: DataTableProps<T>) => {
  const { columns, data, title, emptyTitle, exportName, pageSizes = DEFAULT_PAGE_SIZES, paging = true } = props;
  const { selectable = false, onSelectionChange, onRowClick, getRowId, loading = false, actions } = props;
  const { t } = useSharedTranslation();
  const table = useDataTable({ columns, data, pageSize: pageSizes[0] ?? 5, paging, selectable, getRowId });
  const selection = table.getState().rowSelection;

  const selectionListener = useRef(onSelectionChange);
  useEffect(() => {
    selectionListener.current = onSelectionChange;
  });
  useEffect(() => {
    selectionListener.current?.(table.getSelectedRowModel().rows.map((row) => row.original));
  }, [selection, table]);

  // Selected rows when the user picked some, else every row (not only the visible page).
  const getExportRows = () => {
    const picked = selectable ? table.getSelectedRowModel().rows : [];
    return (picked.length > 0 ? picked : table.getCoreRowModel().rows).map((row) => row.original);
  };
  const empty = data.length === 0;

  return (
    <section className={styles.wrapper} aria-busy={loading || undefined}>
      {title || actions || (exportName && !empty) ? (
        <div className={styles.toolbar}>
          {title ? <h3 className={styles.title}>{title}</h3> : null}
          {actions}
          {exportName && !empty ? (
            <div className={styles.exports}>
              <TableExports exportName={exportName} columns={columns} getRows={getExportRows} />
            </div>
          ) : null}
        </div>
      ) : null}
      {loading ? <Loader /> : null}
      {!loading && empty ? (
        <div className={styles.empty} role="status">
          {emptyTitle ? <p className={styles.emptyTitle}>{emptyTitle}</p> : null}
          <p>{t('table.noDataFound')}</p>
        </div>
      ) : null}
      {!loading && !empty ? (
        <>
          <TableBody table={table} columns={columns} selectable={selectable} onRowClick={onRowClick} />
          {paging ? <TablePager table={table} pageSizes={pageSizes} /> : null}
        </>
      ) : null}
    </section>
  );
};
