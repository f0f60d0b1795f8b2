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
const ROW = 11;
/** Columns: left edge of text columns, right edge of amount columns. */
const COL = { date: 40, description: 112, reference: 262, out: 430, in: 490, balance: RIGHT };

type Doc = InstanceType<typeof PDFDocument>;
type Ctx = { doc: Doc; words: StatementWords; lang: StatementLanguage; places: number; page: number };

const money = (ctx: Ctx, amount: string) => formatAmount(amount, ctx.places, ctx.lang);
const fit = (text: string, max: number) => winAnsi(text.length > max ? `${text.slice(0, max - 1)}…` : text);
const right = (doc: Doc, text: string, edge: number, y: number) =>
  doc.text(text, edge - doc.widthOfString(text), y, { lineBreak: false });

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
  doc.font('Helvetica-Bold').fontSize(7.5);
  doc.text(words.date, COL.date, y, { lineBreak: false });
  doc.text(words.description, COL.description, y, { lineBreak: false });
  doc.text(words.reference, COL.reference, y, { lineBreak: false });
  right(doc, words.paidOut, COL.out, y);
  right(doc, words.paidIn, COL.in, y);
  right(doc, words.balance, COL.balance, y);
  doc
    .moveTo(MARGIN, y + 9)
    .lineTo(RIGHT, y + 9)
    .lineWidth(0.5)
    .stroke();
  doc.font('Helvetica');
  return y + ROW + 2;
};

const newPage = (ctx: Ctx): number => {
  footer(ctx);
  ctx.doc.addPage();
  ctx.page += 1;
  return columnHeads(ctx, MARGIN);
};

const movementRow = (ctx: Ctx, row: StatementMovement, y: number) => {
  const { doc } = ctx;
  const debit = row.amount.startsWith('-');
  doc.text(formatBookedAt(row.bookedAt), COL.date, y, { lineBreak: false });
  doc.text(fit(describeKind(row.kind, ctx.lang), 34), COL.description, y, { lineBreak: false });
  doc.text(fit(row.reference, 32), COL.reference, y, { lineBreak: false });
  const amount = money(ctx, debit ? row.amount.slice(1) : row.amount);
  right(doc, amount, debit ? COL.out : COL.in, y);
  right(doc, money(ctx, row.balance), COL.balance, y);
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
  doc.font('Helvetica-Bold').text(words.opening, COL.description, y, { lineBreak: false });
  right(doc, money(ctx, s.opening), COL.balance, y);
  doc.font('Helvetica');
  y += ROW;
  for (const row of s.movements) {
    if (y > BOTTOM) {
      y = newPage(ctx);
      await new Promise((resolve) => setImmediate(resolve));
    }
    movementRow(ctx, row, y);
    y += ROW;
  }
  if (s.movements.length === 0) doc.text(words.none, COL.description, y, { lineBreak: false });
  if (y + ROW * 2 > BOTTOM) y = newPage(ctx);
  y += s.movements.length === 0 ? ROW * 1.5 : 3;
  doc
    .moveTo(MARGIN, y - 2)
    .lineTo(RIGHT, y - 2)
    .lineWidth(0.5)
    .stroke();
  doc.font('Helvetica-Bold');
  doc.text(words.closing, COL.description, y + 1, { lineBreak: false });
  right(doc, money(ctx, s.totalOut), COL.out, y + 1);
  right(doc, money(ctx, s.totalIn), COL.in, y + 1);
  right(doc, money(ctx, s.closing), COL.balance, y + 1);
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
