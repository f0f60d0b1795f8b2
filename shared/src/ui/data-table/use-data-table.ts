import {
  getCoreRowModel,
  getPaginationRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { DataColumn } from './data-column';

export type UseDataTableOptions<T> = {
  columns: readonly DataColumn<T>[];
  data: readonly T[];
  pageSize: number;
  paging: boolean;
  selectable: boolean;
  getRowId?: (row: T, index: number) => string;
};

/** TanStack Table set-up: client paging, optional row selection that is cleared whenever `data` changes
 * identity (a refetch must not leave stale rows selected). Column defs are memoised on `columns`. */
export const useDataTable = <T,>({ columns, data, pageSize, paging, selectable, getRowId }: UseDataTableOptions<T>) => {
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [selectionData, setSelectionData] = useState(data);
  if (selectionData !== data) {
    // Reset during render (React's pattern for state derived from a prop), not in an effect.
    setSelectionData(data);
    setRowSelection({});
  }

  const columnDefs = useMemo<ColumnDef<T>[]>(
    () => columns.map((column) => ({ id: column.id, header: column.header, accessorFn: (row: T) => column.value(row) })),
    [columns],
  );

  return useReactTable<T>({
    data: data as T[],
    columns: columnDefs,
    state: { rowSelection },
    initialState: { pagination: { pageIndex: 0, pageSize } },
    enableRowSelection: selectable,
    onRowSelectionChange: setRowSelection,
    getRowId: getRowId ?? ((_row, index) => String(index)),
    getCoreRowModel: getCoreRowModel(),
    ...(paging ? { getPaginationRowModel: getPaginationRowModel() } : {}),
  });
};
