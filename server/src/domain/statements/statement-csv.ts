import { PROVIDER } from '../provider';
import type { StatementData } from './read-statement';
import { type StatementLanguage, describeKind, statementWords } from './statement-labels';

/** Every cell quoted, quotes doubled; a cell a spreadsheet would run as a formula (= + - @, tab, CR first)
 * gets a leading apostrophe, as the portal's table CSV does (shared/src/ui/data-table/csv-export.ts). */
const cell = (value: string) => `"${(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`;
const line = (values: readonly string[]) => `${values.map(cell).join(',')}\r\n`;

/** Plain numbers (dot decimals, no grouping) so a spreadsheet sums them. */
const plain = (amount: string, places: number) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return places > 0 ? `${whole}.${fraction.padEnd(places, '0').slice(0, places)}` : whole;
};

/** The statement as CSV, a chunk per 500 rows: a short header block (the PDF's top), a blank line, then one row
 * per movement between an opening and a closing balance row, amounts as plain numbers beside their currency. UTF-8 with BOM (Excel reads € and accents). */
export async function* statementCsv(
  s: StatementData,
  lang: StatementLanguage,
  places: number,
): AsyncGenerator<string> {
  const w = statementWords(lang);
  const identity = s.ibanNumber ?? s.maskedCardNumber ?? s.accountNumber ?? '';
  yield (
    '\uFEFF' +
    line([w.title, PROVIDER.name, PROVIDER.address]) +
    line([w.holder, s.holder]) +
    line([w.account, `${w.kinds[s.source]} ${identity}`.trim()]) +
    (s.ibanNumber ? line([w.iban, s.ibanNumber]) : '') +
    line([w.currency, s.currency]) +
    line([w.period, s.from, s.to]) +
    line([w.issued, new Date().toISOString()]) +
    '\r\n' +
    line([w.date, w.description, w.reference, w.paidOut, w.paidIn, w.balance, w.currency]) +
    line(['', w.opening, '', '', '', plain(s.opening, places), s.currency])
  );
  for (let start = 0; start < s.movements.length; start += 500) {
    yield s.movements
      .slice(start, start + 500)
      .map((row) => {
        const debit = row.amount.startsWith('-');
        const amount = plain(debit ? row.amount.slice(1) : row.amount, places);
        return line([
          row.bookedAt.toISOString(),
          describeKind(row.kind, lang),
          row.reference,
          debit ? amount : '',
          debit ? '' : amount,
          plain(row.balance, places),
          s.currency,
        ]);
      })
      .join('');
  }
  yield line([
    '',
    w.closing,
    '',
    plain(s.totalOut, places),
    plain(s.totalIn, places),
    plain(s.closing, places),
    s.currency,
  ]);
}
