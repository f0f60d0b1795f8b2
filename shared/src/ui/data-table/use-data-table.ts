import {
  getCoreRowModel,
  getPaginationRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { DataColumn } from './data-column';
import type { DataTableServerMode } from './data-table-props';

export type UseDataTableOptions<T> = {
  columns: readonly DataColumn<T>[];
  data: readonly T[];
  pageSize: number;
  paging: boolean;
  selectable: boolean;
  getRowId?: (row: T, index: number) => string;
  server?: DataTableServerMode<T>;
};

/** TanStack Table set-up: client paging, optional row selection that is cleared whenever `data` changes
 * identity (a refetch must not leave stale rows selected) — in server mode whenever `selectionScope` changes
 * instead, since every page is new data. Column defs are memoised on `columns`. */
export const useDataTable = <T>({
  columns,
  data,
  pageSize,
  paging,
  selectable,
  getRowId,
  server,
}: UseDataTableOptions<T>) => {
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const scope: unknown = server ? (server.selectionScope ?? '') : data;
  const [selectionScope, setSelectionScope] = useState(scope);
  if (selectionScope !== scope) {
    // Reset during render (React's pattern for state derived from a prop), not in an effect.
    setSelectionScope(scope);
    setRowSelection({});
  }

  const columnDefs = useMemo<ColumnDef<T>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        accessorFn: (row: T) => column.value(row),
      })),
    [columns],
  );

  return useReactTable<T>({
    data: data as T[],
    columns: columnDefs,
    state: server
      ? { rowSelection, pagination: { pageIndex: server.pageIndex, pageSize: server.pageSize } }
      : { rowSelection },
    initialState: { pagination: { pageIndex: 0, pageSize } },
    enableRowSelection: selectable,
    onRowSelectionChange: setRowSelection,
    getRowId: getRowId ?? ((_row, index) => String(index)),
    getCoreRowModel: getCoreRowModel(),
    ...(server
      ? {
          // The server pages: the table shows `data` as it is and reports page changes to the caller.
          manualPagination: true,
          rowCount: server.total,
          onPaginationChange: (updater) => {
            const current = { pageIndex: server.pageIndex, pageSize: server.pageSize };
            const next = typeof updater === 'function' ? updater(current) : updater;
            // A new page size starts again at the first page.
            server.onPageChange(next.pageSize === current.pageSize ? next.pageIndex : 0, next.pageSize);
          },
        }
      : paging
        ? { getPaginationRowModel: getPaginationRowModel() }
        : {}),
  });
};
