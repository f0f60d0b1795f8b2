import type { ReactNode } from 'react';
import type { CellValue } from './csv-export';

/** What a column is to the compact (phone) rendering of a list: `primary` (the description, several are joined),
 * `date` under it, `amount` and `status` on the right. Columns without a role go to the row's details. */
export type ColumnRole = 'primary' | 'date' | 'amount' | 'status';

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
  role?: ColumnRole;
  /** For the `amount` column: money in (credit, shown "+") or out (debit, shown "−") when the value is unsigned. */
  sign?: (row: T) => 'credit' | 'debit' | undefined;
  /** Money columns: the plain amount and its currency, so a CSV writes a number a spreadsheet sums beside a
   * currency column (the PDF keeps `value`, "€ 1,234.50"). */
  /** The list's own currency column (a spec column): the CSV adds none of its own beside it. */
  isCurrency?: boolean;
  money?: (row: T) => { amount: string | number | null | undefined; currency: string | null | undefined };
};

export const exportMatrix = <T>(columns: readonly DataColumn<T>[], rows: readonly T[]) => {
  const exported = columns.filter((column) => column.exportable !== false);
  return {
    headers: exported.map((column) => column.header),
    rows: rows.map((row) => exported.map((column) => column.value(row))),
  };
};

/** A ledger's direction as the wire spells it ("Credit", "DEBIT", "debit" …) for DataColumn.sign. */
export const entrySign = (value: string | null | undefined): 'credit' | 'debit' | undefined => {
  const word = value?.trim().toLowerCase();
  return word === 'credit' || word === 'debit' ? word : undefined;
};
