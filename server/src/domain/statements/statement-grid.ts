// The statement PDF's table: one font family (Helvetica), columns at fixed positions, amounts right-aligned.
// Rows are written as one raw text object per page (pdfkit's per-call layout of `text()` costs more than the rows
// themselves at 10,000 rows); the page count is known before the first page is written, for "Page x of N".

export const MARGIN = 40;
export const RIGHT = 555;
/** The last row's top: below it the legal footer. */
export const BOTTOM = 765;
export const ROW = 9.5;
export const ROW_SIZE = 7;
/** A continuation page's first row, under its column heads. */
export const CONTINUED_TOP = MARGIN + ROW + 2;

/** Text columns: left edge and width; amounts: right edge (paid out, paid in, balance). */
const TEXT_COLUMNS = [
  { x: MARGIN, width: 58 },
  { x: 102, width: 122 },
  { x: 228, width: 125 },
] as const;
const AMOUNT_EDGES = [405, 480, RIGHT] as const;

/** What the grid needs of a font: pdfkit's standard-font object. */
export type GridFont = { widthOfString: (text: string, size: number) => number };

const fitWidth = (font: GridFont, text: string, width: number, size: number) => {
  if (font.widthOfString(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfString(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
};

/** Each cell of a row as [x, text]: text cut with "…" to its column, amounts ending at their column's edge. */
export const placeCells = (font: GridFont, cells: readonly string[], size = ROW_SIZE): [number, string][] =>
  cells.flatMap((cell, i): [number, string][] => {
    if (!cell) return [];
    const column = TEXT_COLUMNS[i];
    if (column) return [[column.x, fitWidth(font, cell, column.width, size)]];
    const edge = AMOUNT_EDGES[i - TEXT_COLUMNS.length] ?? RIGHT;
    return [[edge - font.widthOfString(cell, size), cell]];
  });

/** The pages a statement takes: the same steps as the writer (rows from `firstRow`, a new page past BOTTOM, the
 * closing line moved to a new page when it would not fit). */
export const pageCount = (firstRow: number, movements: number): number => {
  let pages = 1;
  let y = firstRow;
  for (let i = 0; i < movements; i += 1) {
    if (y > BOTTOM) {
      pages += 1;
      y = CONTINUED_TOP;
    }
    y += ROW;
  }
  if (y + ROW * 2 > BOTTOM) pages += 1;
  return pages;
};
