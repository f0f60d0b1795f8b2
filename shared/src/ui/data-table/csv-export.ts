export type CellValue = string | number | null | undefined;

/** A cell a spreadsheet would run as a formula (= + - @, tab, CR at the start) gets a leading apostrophe; a
 * plain number ("-0.25", a debit) is no formula and stays a number a spreadsheet sums. */
export const escapeCsvCell = (value: CellValue): string => {
  const text = value === null || value === undefined ? '' : String(value);
  if (/^-\d+(\.\d+)?$/.test(text)) return text;
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
};

/** UTF-8 BOM (so Excel reads €, accents) + every cell quoted, quotes doubled, formulas defused. `meta` lines
 * (label, value: holder, account, period …) come first, then a blank line, then the table.
 * papaparse is loaded on the first export only: it is not needed on first load. */
export const buildCsv = async (
  headers: readonly string[],
  rows: readonly (readonly CellValue[])[],
  meta: readonly (readonly string[])[] = [],
): Promise<string> => {
  const { default: Papa } = await import('papaparse');
  const options = { quotes: true, newline: '\r\n' };
  const head = meta.length
    ? `${Papa.unparse(
        meta.map((line) => line.map(escapeCsvCell)),
        options,
      )}\r\n\r\n`
    : '';
  const csv = Papa.unparse(
    { fields: headers.map(escapeCsvCell), data: rows.map((row) => row.map(escapeCsvCell)) },
    options,
  );
  return `\uFEFF${head}${csv}`;
};
