import { useMemo, useState } from 'react';

export type TableRow<T> = { id: string; original: T };

export type UseDataTableOptions<T> = {
  data: readonly T[];
  pageSize: number;
  paging: boolean;
  selectable: boolean;
  getRowId?: ((row: T, index: number) => string) | undefined;
};

export type DataTableModel<T> = {
  /** Every row, in data order (exports, select-all). */
  rows: readonly TableRow<T>[];
  /** The rows shown: the current page, or every row without paging. */
  pageRows: readonly TableRow<T>[];
  pageIndex: number;
  pageSize: number;
  pageCount: number;
  canPreviousPage: boolean;
  canNextPage: boolean;
  previousPage: () => void;
  nextPage: () => void;
  setPageSize: (size: number) => void;
  /** Changes identity whenever the selection changes. */
  selection: Readonly<Record<string, true>>;
  isSelected: (row: TableRow<T>) => boolean;
  toggleRow: (row: TableRow<T>, selected: boolean) => void;
  allSelected: boolean;
  someSelected: boolean;
  toggleAll: (selected: boolean) => void;
  selectedRows: () => TableRow<T>[];
};

type State<T> = { data: readonly T[]; pageIndex: number; pageSize: number; selection: Readonly<Record<string, true>> };

/**
 * Client paging and row selection, O(rows) with one small object per row, so thousands of rows stay fast
 * (TanStack Table built a dozen closures per row: ~5× slower at 5 000 rows, see scripts/bench-data-table.mjs).
 * A new `data` array (a refetch) goes back to the first page and clears the selection, so no stale row
 * stays selected.
 */
export const useDataTable = <T>({ data, pageSize: initialPageSize, paging, selectable, getRowId }: UseDataTableOptions<T>): DataTableModel<T> => {
  const [state, setState] = useState<State<T>>({ data, pageIndex: 0, pageSize: initialPageSize, selection: {} });
  let current = state;
  if (state.data !== data) {
    // Reset during render (React's pattern for state derived from a prop), not in an effect.
    current = { ...state, data, pageIndex: 0, selection: {} };
    setState(current);
  }
  const { pageIndex, pageSize, selection } = current;

  const rows = useMemo(
    () => data.map((original, index) => ({ id: getRowId ? getRowId(original, index) : String(index), original })),
    [data, getRowId],
  );
  const pageCount = Math.ceil(rows.length / pageSize);
  const pageRows = paging ? rows.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize) : rows;
  const selectedCount = selectable ? rows.reduce((count, row) => (selection[row.id] ? count + 1 : count), 0) : 0;

  const update = (change: (previous: State<T>) => Partial<State<T>>) => setState((previous) => ({ ...previous, ...change(previous) }));
  const setSelection = (next: Record<string, true>) => update(() => ({ selection: next }));

  return {
    rows,
    pageRows,
    pageIndex,
    pageSize,
    pageCount,
    canPreviousPage: pageIndex > 0,
    canNextPage: pageIndex < pageCount - 1,
    previousPage: () => update((previous) => ({ pageIndex: Math.max(0, previous.pageIndex - 1) })),
    nextPage: () => update((previous) => ({ pageIndex: Math.min(Math.max(0, pageCount - 1), previous.pageIndex + 1) })),
    // The first row of the current page stays visible.
    setPageSize: (size) => update((previous) => ({ pageSize: size, pageIndex: Math.floor((previous.pageIndex * previous.pageSize) / size) })),
    selection,
    isSelected: (row) => Boolean(selection[row.id]),
    toggleRow: (row, selected) => {
      if (!selectable) return;
      const next: Record<string, true> = { ...selection };
      if (selected) next[row.id] = true;
      else delete next[row.id];
      setSelection(next);
    },
    allSelected: rows.length > 0 && selectedCount === rows.length,
    someSelected: selectedCount > 0 && selectedCount < rows.length,
    toggleAll: (selected) => {
      if (selectable) setSelection(selected ? Object.fromEntries(rows.map((row) => [row.id, true as const])) : {});
    },
    selectedRows: () => (selectable ? rows.filter((row) => selection[row.id]) : []),
  };
};
