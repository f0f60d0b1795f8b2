import PDFDocument from 'pdfkit';
import { decimalsFor } from '../../contract';
import { PROVIDER, providerLegal } from '../provider';
import type { StatementData, StatementMovement } from './read-statement';
import type { StatementBrand } from './statement-brand';
import { BOTTOM, type GridFont, MARGIN, RIGHT, ROW, ROW_SIZE, pageCount, placeCells } from './statement-grid';
import {
  type StatementLanguage,
  type StatementWords,
  describeKind,
  formatBookedAt,
  formatMoney,
  statementWords,
} from './statement-labels';
import { winAnsi } from './win-ansi';

type Doc = InstanceType<typeof PDFDocument>;
type Ctx = {
  doc: Doc;
  words: StatementWords;
  lang: StatementLanguage;
  currency: string;
  places: number;
  page: number;
  pages: number;
};

const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const GREY = '#555555';

const money = (ctx: Ctx, amount: string) => formatMoney(amount, ctx.currency, ctx.places, ctx.lang);
const right = (doc: Doc, text: string, edge: number, y: number) =>
  doc.text(text, edge - doc.widthOfString(text), y, { lineBreak: false });

/** pdfkit's current font object and page, which the raw rows write to. */
type RawDoc = {
  _font: GridFont & { id: string; ascender: number; ref: () => unknown };
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

/** Rows of cells at their tops, as one text object in the page's coordinates. */
const rawRows = (doc: Doc, rows: readonly { cells: readonly string[]; y: number }[], bold = false) => {
  if (rows.length === 0) return;
  doc.font(bold ? BOLD : FONT).fontSize(ROW_SIZE);
  const { _font: font, page } = doc as unknown as RawDoc;
  page.fonts[font.id] ??= font.ref();
  const ascent = (font.ascender / 1000) * ROW_SIZE;
  const parts = [`q 1 0 0 -1 0 ${page.height} cm BT /${font.id} ${ROW_SIZE} Tf`];
  for (const { cells, y } of rows)
    for (const [x, text] of placeCells(font, cells.map(winAnsi)))
      parts.push(`1 0 0 1 ${x.toFixed(2)} ${(page.height - y - ascent).toFixed(2)} Tm ${pdfString(text)} Tj`);
  parts.push('ET Q');
  doc.addContent(parts.join('\n'));
};

const rule = (doc: Doc, y: number) =>
  doc
    .moveTo(MARGIN, y)
    .lineTo(RIGHT, y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke()
    .strokeColor('#000000');

/** Every page: the provider's legal identity (name and address, registration, authorisation) and "Page x of N". */
const footer = (ctx: Ctx) => {
  const { doc, words } = ctx;
  const legal = providerLegal(ctx.lang);
  rule(doc, BOTTOM + 14);
  doc.font(FONT).fontSize(6.5).fillColor(GREY);
  doc.text(winAnsi(legal.identity), MARGIN, BOTTOM + 19, { lineBreak: false });
  right(doc, `${words.page} ${ctx.page} ${words.of} ${ctx.pages}`, RIGHT, BOTTOM + 19);
  doc.text(winAnsi(legal.registration), MARGIN, BOTTOM + 28, { lineBreak: false });
  const authorisation = winAnsi(legal.authorisation);
  doc.fontSize(Math.min(6.5, (6.5 * (RIGHT - MARGIN)) / doc.widthOfString(authorisation)));
  doc.text(authorisation, MARGIN, BOTTOM + 37, { lineBreak: false });
  doc.fillColor('#000000');
};

const heads = (ctx: Ctx) => [
  ctx.words.date,
  ctx.words.description,
  ctx.words.reference,
  ctx.words.paidOut,
  ctx.words.paidIn,
  ctx.words.balance,
];

const columnHeads = (ctx: Ctx, y: number): number => {
  rawRows(ctx.doc, [{ cells: heads(ctx), y }], true);
  rule(ctx.doc, y + 9);
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

const labelled = (ctx: Ctx, pairs: readonly (readonly [string, string])[], x: number, y: number) => {
  ctx.doc.fontSize(8);
  pairs.forEach(([label, value], i) => {
    ctx.doc.font(BOLD).text(winAnsi(label), x, y + i * 12, { lineBreak: false });
    ctx.doc.font(FONT).text(winAnsi(value), x + 95, y + i * 12, { lineBreak: false });
  });
};

/** The provider's logo: its uploaded image, or the built-in one (the title on the primary colour). */
const logo = (doc: Doc, brand: StatementBrand) => {
  if (brand.image) {
    doc.image(brand.image, MARGIN, MARGIN, { fit: [140, 32] });
    return;
  }
  doc.roundedRect(MARGIN, MARGIN, 128, 32, 6).fill(brand.color);
  doc.font(BOLD).fontSize(12).fillColor('#ffffff');
  const title = winAnsi(brand.title);
  doc.text(title, MARGIN + 64 - doc.widthOfString(title) / 2, MARGIN + 11, { lineBreak: false });
  doc.fillColor('#000000');
};

const identityRows = (ctx: Ctx, s: StatementData): [string, string][] => {
  const { words } = ctx;
  const optional = (label: string, value: string | null): [string, string][] =>
    value ? [[label, value]] : [];
  return [
    [words.holder, s.holder],
    ...optional('', s.address),
    [words.account, `${words.kinds[s.source]}${s.accountNumber ? ` ${s.accountNumber}` : ''}`],
    ...optional(words.iban, s.ibanNumber),
    ...optional(words.bic, s.swiftCode),
    ...optional(words.card, s.maskedCardNumber),
    [words.currency, s.currency],
    [words.period, `${s.from} – ${s.to}`],
    [words.issued, `${formatBookedAt(new Date())} UTC`],
  ];
};

/** Logo and provider, title, holder and account, period, then the summary: the first page's top. */
const heading = (ctx: Ctx, s: StatementData, brand: StatementBrand): number => {
  const { doc, words } = ctx;
  logo(doc, brand);
  doc.font(BOLD).fontSize(9);
  right(doc, winAnsi(PROVIDER.name), RIGHT, MARGIN);
  doc.font(FONT).fontSize(8);
  right(doc, winAnsi(PROVIDER.address), RIGHT, MARGIN + 12);
  right(doc, winAnsi(providerLegal(ctx.lang).country), RIGHT, MARGIN + 23);
  doc
    .font(BOLD)
    .fontSize(15)
    .text(winAnsi(words.title), MARGIN, MARGIN + 48, { lineBreak: false });
  const identity = identityRows(ctx, s);
  labelled(ctx, identity, MARGIN, MARGIN + 74);
  const summaryTop = MARGIN + 74 + identity.length * 12 + 10;
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
const writeBody = async (ctx: Ctx, s: StatementData, brand: StatementBrand) => {
  const { doc, words } = ctx;
  const opening = heading(ctx, s, brand);
  ctx.pages = pageCount(opening + ROW, s.movements.length);
  rawRows(doc, [{ cells: ['', words.opening, '', '', '', money(ctx, s.opening)], y: opening }], true);
  let y = opening + ROW;
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
  if (s.movements.length === 0) page.push({ cells: ['', words.none, '', '', '', ''], y });
  rawRows(doc, page);
  if (y + ROW * 2 > BOTTOM) y = newPage(ctx);
  y += s.movements.length === 0 ? ROW * 1.5 : 3;
  rule(doc, y - 2);
  const closing = [
    '',
    words.closing,
    '',
    money(ctx, s.totalOut),
    money(ctx, s.totalIn),
    money(ctx, s.closing),
  ];
  rawRows(doc, [{ cells: closing, y: y + 1 }], true);
  footer(ctx);
};

/** The statement as a PDF stream. `compress: false` (tests) leaves the page text readable in the file. */
export const statementPdf = (
  s: StatementData,
  lang: StatementLanguage,
  brand: StatementBrand,
  options: { compress?: boolean } = {},
): Doc => {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 0 },
    compress: options.compress ?? true,
    info: { Title: `${statementWords(lang).title} ${s.from} – ${s.to}`, Author: PROVIDER.name },
  });
  const ctx: Ctx = {
    doc,
    words: statementWords(lang),
    lang,
    currency: s.currency,
    places: decimalsFor(s.currency),
    page: 1,
    pages: 1,
  };
  writeBody(ctx, s, brand).then(
    () => doc.end(),
    (error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return doc;
};
