import type { CellValue, DataColumn } from '@portal/shared';

/** Headers and cells of the exportable columns, as the kit's table exports build them. */
export const exportMatrix = <T>(columns: readonly DataColumn<T>[], rows: readonly T[]) => {
  const exported = columns.filter((column) => column.exportable !== false);
  return {
    headers: exported.map((column) => column.header),
    body: rows.map((row) => exported.map((column): CellValue => column.value(row))),
  };
};
