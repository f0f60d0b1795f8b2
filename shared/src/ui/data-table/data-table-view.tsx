import { useEffect, useRef } from 'react';
import { useSharedTranslation } from '../../i18n/use-shared-translation';
import { Loader } from '../loader/loader';
import { DEFAULT_PAGE_SIZES, type DataTableProps } from './data-table-props';
import styles from './data-table.module.css';
import { TableBody } from './table-body';
import { TableExports } from './table-exports';
import { TablePager } from './table-pager';
import { useDataTable } from './use-data-table';

/** The DataTable implementation, loaded on first use by data-table.tsx. */
export const DataTableView = <T,>(props: DataTableProps<T>) => {
  const {
    columns,
    data,
    title,
    emptyTitle,
    exportName,
    pageSizes = DEFAULT_PAGE_SIZES,
    paging = true,
  } = props;
  const {
    selectable = false,
    onSelectionChange,
    onRowClick,
    getRowId,
    loading = false,
    actions,
    server,
  } = props;
  const { t } = useSharedTranslation();
  const table = useDataTable({
    columns,
    data,
    pageSize: pageSizes[0] ?? 5,
    paging,
    selectable,
    getRowId,
    server,
  });
  const selection = table.getState().rowSelection;
  // Server mode shows one page at a time: the rows picked on other pages are remembered here by id.
  const picked = useRef(new Map<string, T>());
  const selectedRows = (): T[] => {
    if (!server) return table.getSelectedRowModel().rows.map((row) => row.original);
    for (const row of table.getCoreRowModel().rows)
      if (selection[row.id]) picked.current.set(row.id, row.original);
    return Object.keys(selection).flatMap((id) => {
      const row = selection[id] ? picked.current.get(id) : undefined;
      return row === undefined ? [] : [row];
    });
  };

  const selectionListener = useRef(onSelectionChange);
  useEffect(() => {
    selectionListener.current = onSelectionChange;
  });
  useEffect(() => {
    selectionListener.current?.(selectedRows());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- selectedRows reads the same selection and table
  }, [selection, table, data]);

  // Selected rows when the user picked some, else every row (not only the visible page; in server mode every
  // matching row, fetched in one request).
  const getExportRows = (): readonly T[] | Promise<readonly T[]> => {
    const chosen = selectable ? selectedRows() : [];
    if (chosen.length === 0 && server?.fetchAllRows) return server.fetchAllRows();
    return chosen.length > 0 ? chosen : table.getCoreRowModel().rows.map((row) => row.original);
  };
  const empty = data.length === 0 && (server?.total ?? 0) === 0;

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
