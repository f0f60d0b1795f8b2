import { lazyPart } from '../controls/lazy-part';
import type { DataTableProps } from './data-table-props';

export { DEFAULT_PAGE_SIZES, type DataTableProps, type DataTableServerMode } from './data-table-props';

// TanStack Table and the table's own code load with the first table, not with the login page.
const DataTablePart = lazyPart<DataTableProps<unknown>>(() =>
  import('./data-table-view').then((m) => m.DataTableView),
);

/** Paged, selectable, exportable list (see data-table-view.tsx). */
export const DataTable = Object.assign(
  <T,>(props: DataTableProps<T>) => <DataTablePart {...(props as DataTableProps<unknown>)} />,
  {
    /** A screen about to show tables (the dashboard) fetches the table's code beside its own: a query under a table
     * that is still loading does not start until the table is there. */
    preload: DataTablePart.preload,
  },
);
