import type { ReactNode } from 'react';
import type { CellValue } from './csv-export';

/** One column: `value` feeds sorting-free display, CSV and PDF; `cell` (optional) renders richer content. */
export type DataColumn<T> = {
  id: string;
  /** Already translated. */
  header: string;
  value: (row: T) => CellValue;
  cell?: (row: T) => ReactNode;
  /** False for action columns (buttons): left out of exports. */
  exportable?: boolean;
  align?: 'start' | 'end';
};

export const exportMatrix = <T>(columns: readonly DataColumn<T>[], rows: readonly T[]) => {
  const exported = columns.filter((column) => column.exportable !== false);
  return {
    headers: exported.map((column) => column.header),
    rows: rows.map((row) => exported.map((column) => column.value(row))),
  };
};
