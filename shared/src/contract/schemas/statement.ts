import * as v from 'valibot';
import { decimalString } from '../money';
import { MAX_PAGE_SIZE } from './paging';
import { optText, textSchema } from './wire';

// Contract 1.6: a bank statement of one fiat wallet, IBAN account or card for a period (issue 23).

/** The longest period one statement covers (a year, leap day included). */
export const STATEMENT_MAX_DAYS = 366;

export const STATEMENT_SOURCES = ['wallet', 'iban', 'card'] as const;
export type StatementSource = (typeof STATEMENT_SOURCES)[number];

/** wallet/:account_id_pk, card/:card_id, iban/:currency (the IBAN screens address an account by currency). */
export const statementParamsSchema = v.pipe(
  v.object({
    source: v.picklist(STATEMENT_SOURCES, 'source must be wallet, iban or card'),
    ref: v.pipe(v.string(), v.maxLength(12, 'ref is too long')),
  }),
  v.forward(
    v.check(
      ({ source, ref }) => (source === 'iban' ? /^(EUR|USD)$/.test(ref) : /^[1-9]\d{0,9}$/.test(ref)),
      'ref must be an account id (wallet, card) or EUR / USD (iban)',
    ),
    ['ref'],
  ),
);

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const day = (name: string) =>
  v.pipe(
    v.string(`${name} is required (YYYY-MM-DD)`),
    v.regex(DAY, `${name} must be a date YYYY-MM-DD`),
    v.check((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${name} is not a real date`),
  );

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

type Period = { from: string; to: string };

/** Both days inclusive, UTC; to not before from; at most a year. Reported on `to`. */
const periodIssue = ({ from, to }: Period): string | undefined => {
  if (from > to) return 'to must not be before from';
  if (daysBetween(from, to) >= STATEMENT_MAX_DAYS)
    return `to: a statement covers at most ${STATEMENT_MAX_DAYS} days`;
  return undefined;
};
const periodCheck = <T extends Period>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const message = periodIssue(dataset.value);
    if (message) addIssue({ message, path: [pathTo(dataset.value)] });
  });
const pathTo = (value: Period) =>
  ({ type: 'object', origin: 'value', input: value, key: 'to', value: value.to }) as const;

const wholeNumber = (name: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,6}$/, `${name} must be a whole number from 1`),
      v.transform(Number),
      v.maxValue(max, `${name} must be at most ${max}`),
    ),
  );

/** from/to required; page and size (together) answer one page of the rows, totals still over the period. */
export const statementQuerySchema = v.pipe(
  v.looseObject({
    from: day('from'),
    to: day('to'),
    page: wholeNumber('page', 9_999_999),
    size: wholeNumber('size', MAX_PAGE_SIZE),
  }),
  periodCheck(),
  v.check((query) => (query.page === undefined) === (query.size === undefined), 'page and size go together'),
);

export const STATEMENT_FORMATS = ['pdf', 'csv'] as const;
export const STATEMENT_LANGUAGES = ['en', 'fr'] as const;

export const statementFileQuerySchema = v.pipe(
  v.looseObject({
    from: day('from'),
    to: day('to'),
    format: v.picklist(STATEMENT_FORMATS, 'format must be pdf or csv'),
    lang: v.optional(v.picklist(STATEMENT_LANGUAGES, 'lang must be en or fr')),
  }),
  periodCheck(),
);

/** One booked movement: signed amount (credit +, debit −) and the balance after it. */
export const statementRowSchema = v.looseObject({
  posting_id: textSchema,
  /** ISO 8601, UTC. */
  booked_at: v.string(),
  kind: v.string(),
  reference: v.string(),
  amount: decimalString,
  balance: decimalString,
});
export type StatementRow = v.InferOutput<typeof statementRowSchema>;

export const statementSchema = v.looseObject({
  holder: v.string(),
  source: v.picklist(STATEMENT_SOURCES),
  currency: v.string(),
  account_number: optText,
  iban_number: optText,
  /** Cards: last 4 only (PCI DSS). */
  masked_card_number: optText,
  from: v.string(),
  to: v.string(),
  opening_balance: decimalString,
  closing_balance: decimalString,
  total_in: decimalString,
  total_out: decimalString,
  movements: v.number(),
  rows: v.array(statementRowSchema),
});
export type Statement = v.InferOutput<typeof statementSchema>;
