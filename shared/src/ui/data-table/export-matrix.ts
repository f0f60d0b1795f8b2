import type { CellValue } from './csv-export';
import type { DataColumn } from './data-column';

export type Matrix = { headers: string[]; rows: CellValue[][] };

/** "1,234.50", "€ 1,234.50", 751.8 → "1234.50" / "751.8": a number with a dot, no grouping, no symbol. */
export const plainAmount = (amount: string | number | null | undefined): string => {
  if (amount === null || amount === undefined || amount === '') return '';
  const text = String(amount).replace(/[^\d.-]/g, '');
  return /^-?\d+(\.\d+)?$/.test(text) ? text : '';
};

const currencyOf = <T>(column: DataColumn<T>, row: T) => (column.money?.(row).currency ?? '').toUpperCase();

/** Do the row's money columns all share one currency (one Currency column), or not (one per money column)? */
const oneCurrency = <T>(money: readonly DataColumn<T>[], rows: readonly T[]) =>
  rows.every((row) => new Set(money.map((column) => currencyOf(column, row))).size <= 1);

/** The CSV's table: money columns as plain numbers, each row's currency in a Currency column after the first
 * money column (or, when a row mixes currencies, a "<column> – Currency" column after each); the spec's column
 * titles are kept. */
export const csvMatrix = <T>(
  columns: readonly DataColumn<T>[],
  rows: readonly T[],
  currencyHeader: string,
): Matrix => {
  const exported = columns.filter((column) => column.exportable !== false);
  const money = exported.filter((column) => column.money);
  const shared = oneCurrency(money, rows);
  // A list with its own currency column already names every row's currency.
  const own = shared && exported.some((column) => column.isCurrency);
  const withCurrency = (column: DataColumn<T>) =>
    column.money && !own && (!shared || column === money[0]) ? [column, null] : [column];
  const layout = exported.flatMap((column) => withCurrency(column) as (DataColumn<T> | null)[]);
  const headers = layout.map((column, i) => {
    if (column) return column.header;
    return shared ? currencyHeader : `${layout[i - 1]!.header} – ${currencyHeader}`;
  });
  const cells = (row: T) =>
    layout.map((column, i): CellValue => {
      if (!column) return currencyOf(layout[i - 1]!, row);
      return column.money ? plainAmount(column.money(row).amount) : column.value(row);
    });
  return { headers, rows: rows.map(cells) };
};
