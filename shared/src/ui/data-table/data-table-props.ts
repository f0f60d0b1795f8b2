import type { ReactNode } from 'react';
import type { DataColumn } from './data-column';
import type { ExportContext } from './export-meta';

export const DEFAULT_PAGE_SIZES = [5, 10, 15] as const;

/** Server paging (list calls of contract 1.1 with `?page=&size=`): `data` is the page on screen, fetched by
 * the caller; the pager asks for other pages through `onPageChange`. */
export type DataTableServerMode<T> = {
  /** Rows matching on the server (the answer's `paging.total`). */
  total: number;
  /** 0-based page shown, and its size. */
  pageIndex: number;
  pageSize: number;
  onPageChange: (pageIndex: number, pageSize: number) => void;
  /** Every matching row for CSV/PDF (one request), instead of the page on screen. */
  fetchAllRows?: () => Promise<readonly T[]>;
  /** Rows picked on one page stay picked on the others; a new scope (other filters, other list) clears them. */
  selectionScope?: string;
};

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
  /** The account and period the list shows, printed above the exported rows (holder and time are added). */
  exportContext?: ExportContext;
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
  /** Server paging instead of paging `data` in the browser. */
  server?: DataTableServerMode<T>;
};
