import PDFDocument from 'pdfkit';
import { decimalsFor } from '../../contract';
import { PROVIDER } from '../provider';
import type { StatementData, StatementMovement } from './read-statement';
import {
  type StatementLanguage,
  type StatementWords,
  describeKind,
  formatAmount,
  formatBookedAt,
  statementWords,
} from './statement-labels';
import { winAnsi } from './win-ansi';

const MARGIN = 40;
const RIGHT = 555;
const BOTTOM = 790;
const ROW = 9.5;
/** Rows are one line of Courier each (a monospaced grid: one text call per row instead of six, which makes
 * 10,000 rows several times faster): the widths in characters of date, description, reference, paid out,
 * paid in and balance, separated by a space (7 pt Courier: 122 characters across the page). */
const WIDTHS = [16, 27, 30, 15, 15, 17] as const;
const ROW_FONT = { name: 'Courier', size: 7 } as const;

type Doc = InstanceType<typeof PDFDocument>;
type Ctx = { doc: Doc; words: StatementWords; lang: StatementLanguage; places: number; page: number };

const money = (ctx: Ctx, amount: string) => formatAmount(amount, ctx.places, ctx.lang);
const fit = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const right = (doc: Doc, text: string, edge: number, y: number) =>
  doc.text(text, edge - doc.widthOfString(text), y, { lineBreak: false });

/** One grid line: text columns padded right, amounts (the last three) padded left. */
const gridLine = (cells: readonly string[]) =>
  winAnsi(
    cells
      .map((cell, i) => {
        const width = WIDTHS[i]!;
        const text = fit(cell, width);
        return i >= 3 ? text.padStart(width) : text.padEnd(width);
      })
      .join(' '),
  );

const line = (doc: Doc, cells: readonly string[], y: number, bold = false) =>
  doc
    .font(bold ? 'Courier-Bold' : ROW_FONT.name)
    .fontSize(ROW_FONT.size)
    .text(gridLine(cells), MARGIN, y, { lineBreak: false });

const footer = (ctx: Ctx) => {
  const { doc } = ctx;
  doc.font('Helvetica').fontSize(7).fillColor('#555555');
  doc.text(winAnsi(`${PROVIDER.name} · ${PROVIDER.address} · ${PROVIDER.country}`), MARGIN, BOTTOM + 18, {
    lineBreak: false,
  });
  right(doc, `${ctx.words.page} ${ctx.page}`, RIGHT, BOTTOM + 18);
  doc.fillColor('#000000');
};

const columnHeads = (ctx: Ctx, y: number): number => {
  const { doc, words } = ctx;
  line(
    doc,
    [words.date, words.description, words.reference, words.paidOut, words.paidIn, words.balance],
    y,
    true,
  );
  doc
    .moveTo(MARGIN, y + 8)
    .lineTo(RIGHT, y + 8)
    .lineWidth(0.5)
    .stroke();
  doc.font(ROW_FONT.name);
  return y + ROW + 2;
};

const newPage = (ctx: Ctx): number => {
  footer(ctx);
  ctx.doc.addPage();
  ctx.page += 1;
  return columnHeads(ctx, MARGIN);
};

const movementCells = (ctx: Ctx, row: StatementMovement) => {
  const debit = row.amount.startsWith('-');
  const amount = money(ctx, debit ? row.amount.slice(1) : row.amount);
  return [
    formatBookedAt(row.bookedAt),
    describeKind(row.kind, ctx.lang),
    row.reference,
    debit ? amount : '',
    debit ? '' : amount,
    money(ctx, row.balance),
  ];
};

/** The PDF's part of pdfkit that `text()` reaches: its per-call layout (options, kerning, word spacing) costs more
 * than the rows themselves, so a page of rows is written as one text object in the page's own coordinates. */
type RawDoc = {
  _font: { id: string; ascender: number; ref: () => unknown };
  page: { fonts: Record<string, unknown>; height: number };
};

const WIN_ANSI_HIGH: Record<string, string> = Object.fromEntries(
  [...'€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'].map((char, i) => [
    char,
    String.fromCharCode(0x80 + i),
  ]),
);
/** A PDF literal string in WinAnsi bytes (the standard fonts' encoding). */
const pdfString = (text: string) =>
  `(${text.replace(/[\\()]/g, '\\$&').replace(/[^ -\u00ff]/g, (char) => WIN_ANSI_HIGH[char] ?? '?')})`;

const rawRows = (doc: Doc, rows: readonly { cells: readonly string[]; y: number }[]) => {
  if (rows.length === 0) return;
  doc.font(ROW_FONT.name).fontSize(ROW_FONT.size);
  const { _font: font, page } = doc as unknown as RawDoc;
  page.fonts[font.id] ??= font.ref();
  const ascent = (font.ascender / 1000) * ROW_FONT.size;
  const parts = [`q 1 0 0 -1 0 ${page.height} cm BT /${font.id} ${ROW_FONT.size} Tf`];
  for (const { cells, y } of rows)
    parts.push(
      `1 0 0 1 ${MARGIN} ${(page.height - y - ascent).toFixed(2)} Tm ${pdfString(gridLine(cells))} Tj`,
    );
  parts.push('ET Q');
  doc.addContent(parts.join('\n'));
};

const labelled = (ctx: Ctx, pairs: readonly (readonly [string, string])[], x: number, y: number) => {
  pairs.forEach(([label, value], i) => {
    ctx.doc.font('Helvetica-Bold').text(winAnsi(label), x, y + i * 12, { lineBreak: false });
    ctx.doc.font('Helvetica').text(winAnsi(value), x + 95, y + i * 12, { lineBreak: false });
  });
};

/** Provider, holder and account, period, then the summary: the first page's top. */
const heading = (ctx: Ctx, s: StatementData): number => {
  const { doc, words } = ctx;
  doc.font('Helvetica-Bold').fontSize(15).text(words.title, MARGIN, MARGIN, { lineBreak: false });
  doc.fontSize(9);
  right(doc, winAnsi(PROVIDER.name), RIGHT, MARGIN);
  doc.font('Helvetica').fontSize(8);
  right(doc, winAnsi(PROVIDER.address), RIGHT, MARGIN + 12);
  right(doc, winAnsi(PROVIDER.country), RIGHT, MARGIN + 23);
  const identity: [string, string][] = [
    [words.holder, s.holder],
    ...(s.address ? [['', s.address] as [string, string]] : []),
    [words.account, `${words.kinds[s.source]}${s.accountNumber ? ` ${s.accountNumber}` : ''}`],
    ...(s.ibanNumber ? [[words.iban, s.ibanNumber] as [string, string]] : []),
    ...(s.swiftCode ? [[words.bic, s.swiftCode] as [string, string]] : []),
    ...(s.maskedCardNumber ? [[words.card, s.maskedCardNumber] as [string, string]] : []),
    [words.currency, s.currency],
    [words.period, `${s.from} – ${s.to}`],
    [words.issued, formatBookedAt(new Date())],
  ];
  labelled(ctx, identity, MARGIN, MARGIN + 40);
  const summaryTop = MARGIN + 40 + identity.length * 12 + 10;
  const summary: [string, string][] = [
    [words.opening, money(ctx, s.opening)],
    [words.totalIn, money(ctx, s.totalIn)],
    [words.totalOut, money(ctx, s.totalOut)],
    [words.closing, money(ctx, s.closing)],
  ];
  labelled(ctx, summary, MARGIN, summaryTop);
  return columnHeads(ctx, summaryTop + summary.length * 12 + 14);
};

/** Rows are written a page at a time, yielding between pages so the file leaves while it is written. */
const writeBody = async (ctx: Ctx, s: StatementData) => {
  const { doc, words } = ctx;
  let y = heading(ctx, s);
  line(doc, ['', words.opening, '', '', '', money(ctx, s.opening)], y, true);
  doc.font(ROW_FONT.name);
  y += ROW;
  let page: { cells: string[]; y: number }[] = [];
  for (const row of s.movements) {
    if (y > BOTTOM) {
      rawRows(doc, page);
      page = [];
      y = newPage(ctx);
      await new Promise((resolve) => setImmediate(resolve));
    }
    page.push({ cells: movementCells(ctx, row), y });
    y += ROW;
  }
  rawRows(doc, page);
  if (s.movements.length === 0) line(doc, ['', words.none, '', '', '', ''], y);
  if (y + ROW * 2 > BOTTOM) y = newPage(ctx);
  y += s.movements.length === 0 ? ROW * 1.5 : 3;
  doc
    .moveTo(MARGIN, y - 2)
    .lineTo(RIGHT, y - 2)
    .lineWidth(0.5)
    .stroke();
  line(
    doc,
    ['', words.closing, '', money(ctx, s.totalOut), money(ctx, s.totalIn), money(ctx, s.closing)],
    y + 1,
    true,
  );
  footer(ctx);
};

/** The statement as a PDF stream. `compress: false` (tests) leaves the page text readable in the file. */
export const statementPdf = (
  s: StatementData,
  lang: StatementLanguage,
  options: { compress?: boolean } = {},
): Doc => {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: `${statementWords(lang).title} ${s.from} – ${s.to}`, Author: PROVIDER.name },
  });
  const ctx: Ctx = { doc, words: statementWords(lang), lang, places: decimalsFor(s.currency), page: 1 };
  writeBody(ctx, s).then(
    () => doc.end(),
    (error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return doc;
};
