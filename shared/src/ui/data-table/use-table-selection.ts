import type { Table } from '@tanstack/react-table';
import { useEffect, useRef } from 'react';
import type { DataTableServerMode } from './data-table-props';

/** The rows the user picked, reported to `onSelectionChange` whenever the selection or the data change. In server
 * mode the table holds one page at a time: the rows picked on other pages are remembered here by id. */
export const useTableSelection = <T>(
  table: Table<T>,
  data: readonly T[],
  server: DataTableServerMode<T> | undefined,
  onSelectionChange: ((rows: T[]) => void) | undefined,
) => {
  const selection = table.getState().rowSelection;
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
    // selectedRows reads the same selection and table.
  }, [selection, table, data]);

  return selectedRows;
};
