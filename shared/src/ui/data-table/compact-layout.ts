import type { CellValue } from './csv-export';
import type { ColumnRole, DataColumn } from './data-column';

export type CompactLayout<T> = {
  /** The item's title (the tap target): the primary columns, else the date, else the first column. */
  title: readonly DataColumn<T>[];
  date: DataColumn<T> | undefined;
  amount: DataColumn<T> | undefined;
  status: DataColumn<T> | undefined;
  /** Everything else, shown in the row's details. */
  details: readonly DataColumn<T>[];
};

const withRole = <T>(columns: readonly DataColumn<T>[], role: ColumnRole) =>
  columns.find((column) => column.role === role);

/** Which column goes where in a compact item. A list without roles still gets a title (its first column) and its
 * other columns in the details. */
export const compactLayout = <T>(columns: readonly DataColumn<T>[]): CompactLayout<T> => {
  const primary = columns.filter((column) => column.role === 'primary');
  const date = withRole(columns, 'date');
  const amount = withRole(columns, 'amount');
  const status = withRole(columns, 'status');
  const first = columns[0];
  const title = primary.length > 0 ? primary : date ? [date] : first ? [first] : [];
  const shown = new Set([...title, date, amount, status]);
  return {
    title,
    date: title.includes(date as DataColumn<T>) ? undefined : date,
    amount,
    status,
    details: columns.filter((column) => !shown.has(column)),
  };
};

const MINUS = '\u2212';

/** The amount as a banking app shows it: "+" for money in, "−" for money out, unless the value carries a sign. */
export const signedAmount = <T>(column: DataColumn<T>, row: T): string => {
  const text = String(column.value(row) ?? '');
  const sign = column.sign?.(row);
  if (!sign || text === '' || /^[-+\u2212]/.test(text)) return text;
  return sign === 'credit' ? `+${text}` : `${MINUS}${text}`;
};

export const joinValues = (values: readonly CellValue[]): string =>
  values
    .map((value) => String(value ?? '').trim())
    .filter(Boolean)
    .join(' · ');
