import type { Table } from '@tanstack/react-table';
import { useSharedTranslation } from '../../i18n/use-shared-translation';
import { Loader } from '../loader/loader';
import { CompactList } from './compact-list';
import { DEFAULT_PAGE_SIZES, type DataTableProps } from './data-table-props';
import styles from './data-table.module.css';
import { TableBody } from './table-body';
import { TablePager } from './table-pager';
import { TableToolbar } from './table-toolbar';
import { useDataTable } from './use-data-table';
import { useNarrowScreen } from './use-narrow-screen';
import { useTableSelection } from './use-table-selection';

/** The DataTable implementation, loaded on first use by data-table.tsx. */
export const DataTableView = <T,>(props: DataTableProps<T>) => {
  const { columns, data, title, exportName, pageSizes = DEFAULT_PAGE_SIZES, paging = true } = props;
  const { selectable = false, onSelectionChange, getRowId, loading = false, actions, server } = props;
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
  const selectedRows = useTableSelection(table, data, server, onSelectionChange);

  // Selected rows when the user picked some, else every row (not only the visible page; in server mode every
  // matching row, fetched in one request).
  const getExportRows = (): readonly T[] | Promise<readonly T[]> => {
    const chosen = selectable ? selectedRows() : [];
    if (chosen.length === 0 && server?.fetchAllRows) return server.fetchAllRows();
    return chosen.length > 0 ? chosen : table.getCoreRowModel().rows.map((row) => row.original);
  };
  const empty = data.length === 0 && (server?.total ?? 0) === 0;
  const label =
    (typeof title === 'string' ? title : undefined) ?? exportName ?? props.emptyTitle ?? t('table.label');

  return (
    <section className={styles.wrapper} aria-busy={loading || undefined}>
      <TableToolbar
        title={title}
        actions={actions}
        exportName={empty ? undefined : exportName}
        columns={columns}
        getRows={getExportRows}
        exportContext={props.exportContext}
      />
      {loading ? <Loader /> : null}
      {!loading && empty ? <EmptyState title={props.emptyTitle} /> : null}
      {!loading && !empty ? <TableRows {...props} table={table} label={label} /> : null}
    </section>
  );
};

const EmptyState = ({ title }: { title: string | undefined }) => {
  const { t } = useSharedTranslation();
  return (
    <div className={styles.empty} role="status">
      {title ? <p className={styles.emptyTitle}>{title}</p> : null}
      <p>{t('table.noDataFound')}</p>
    </div>
  );
};

type TableRowsProps<T> = DataTableProps<T> & { table: Table<T>; label: string };

/** The page of rows (a table, or compact items on a phone) and the pager. */
const TableRows = <T,>({
  table,
  label,
  columns,
  selectable = false,
  onRowClick,
  ...rest
}: TableRowsProps<T>) => {
  const narrow = useNarrowScreen();
  const { pageSizes = DEFAULT_PAGE_SIZES, paging = true } = rest;
  const Rows = narrow ? CompactList : TableBody;
  return (
    <>
      <Rows table={table} columns={columns} selectable={selectable} onRowClick={onRowClick} label={label} />
      {paging ? <TablePager table={table} pageSizes={pageSizes} /> : null}
    </>
  );
};
