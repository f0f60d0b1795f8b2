import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { apiSession } from '../pages/exchange';
import { signIn } from '../pages/shell';
import { downloadBy } from '../pages/download';

// Issue 23 "Statements a bank would issue": a period's statement of the EUR wallet downloaded as PDF and CSV from
// the wallet screen; the PDF's opening + movements = closing, and its figures are the API's (from the ledger).

const DAY = 86_400_000;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);
const cents = (text: string) => Math.round(Number(text.replace(/,/g, '')) * 100);
const MOVEMENT = /^(\d{4}-\d{2}-\d{2} \d{2}:\d{2})\s.*€ ([\d,]+\.\d{2})\s+€ ([\d,]+\.\d{2})$/;

type Api = {
  opening_balance: string;
  closing_balance: string;
  total_in: string;
  total_out: string;
  movements: number;
  holder: string;
};

const download = (page: Page, button: string): Promise<Download> =>
  downloadBy(page.getByRole('dialog').getByRole('button', { name: button }));

const pdfLines = async (file: Download) => {
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { text, total } = await new PDFParse({ data: bytes }).getText();
  return Object.assign(
    text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim()),
    { pages: total },
  );
};

test('the EUR wallet statement of a period: the PDF adds up and matches the API, the CSV too', async ({
  page,
  request,
}) => {
  const [from, to] = [day(200), day(0)];
  await signIn(page);
  await page.goto('/fiat');
  const card = page.locator('[data-widget="WalletCards"] [data-wallet-card="EUR"]');
  await card.getByRole('button', { name: /^Statement/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Account statement' });
  await dialog.getByLabel('From').fill(from);
  await dialog.getByLabel('To').fill(to);

  const pdf = await download(page, 'Download PDF');
  expect(pdf.suggestedFilename()).toBe(`statement-wallet-${from}-${to}.pdf`);
  const lines = await pdfLines(pdf);

  // The action names its account as source:ref (wallet:<account_id_pk>).
  const ref = (await card.getByRole('button', { name: /^Statement/ }).getAttribute('data-statement-action'))!;
  const api = await apiSession(request, 'personal@demo.portal');
  const answer = await api.get(`user/statements/${ref.replace(':', '/')}?from=${from}&to=${to}`);
  const s = answer.data as Api;
  expect(s.movements).toBeGreaterThan(5);

  // The PDF names the holder and carries the API's opening and closing balances, each amount with its currency;
  // every page ends on the provider's legal footer and "Page x of N".
  const text = lines.join('\n');
  expect(text).toContain(`Account holder ${s.holder}`);
  expect(text).toContain('Opening balance € ');
  expect(text).toContain('Registered in England and Wales, company number 12345678');
  expect(text).toContain('Authorised by the Financial Conduct Authority');
  for (let page = 1; page <= lines.pages; page += 1) expect(text).toContain(`Page ${page} of ${lines.pages}`);
  const opening = lines.find((line) => line.startsWith('Opening balance'))!;
  expect(cents(opening.split(' ').at(-1)!)).toBe(cents(s.opening_balance));
  const closing = lines.findLast((line) => line.startsWith('Closing balance'))!;
  expect(cents(closing.split(' ').at(-1)!)).toBe(cents(s.closing_balance));

  // Every movement: |balance − previous balance| is its amount; the first starts from the opening balance and
  // the last ends on the closing balance (opening + movements = closing, read from the PDF alone).
  const rows = lines.map((line) => MOVEMENT.exec(line)).filter((match) => match !== null);
  expect(rows).toHaveLength(s.movements);
  let balance = cents(s.opening_balance);
  for (const [, , amount, after] of rows) {
    expect(Math.abs(cents(after!) - balance)).toBe(cents(amount!));
    balance = cents(after!);
  }
  expect(balance).toBe(cents(s.closing_balance));

  // The CSV of the same period ends on the same closing balance, with as many movements.
  const csv = readFileSync(await (await download(page, 'Download CSV')).path(), 'utf8')
    .trim()
    .split('\r\n');
  expect(csv.at(-1)).toBe(
    `"","Closing balance","","${s.total_out}","${s.total_in}","${s.closing_balance}","EUR"`,
  );
  const head = csv.findIndex((line) => line.startsWith('"Date (UTC)"'));
  expect(csv.length - head - 3).toBe(s.movements);
});
