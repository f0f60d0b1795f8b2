import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/client';
import { add, dec, fmt, isNegative, neg } from '../../ledger/index';
import type { StatementAccount } from './statement-account';

export type StatementMovement = {
  postingId: number;
  bookedAt: Date;
  kind: string;
  reference: string;
  /** Signed: credit positive, debit negative. */
  amount: string;
  /** The account's balance after this movement. */
  balance: string;
};

export type StatementData = StatementAccount & {
  from: string;
  to: string;
  opening: string;
  closing: string;
  totalIn: string;
  totalOut: string;
  movements: StatementMovement[];
};

type Raw = {
  opening: string;
  id: number | null;
  created_at: string | Date | null;
  amount: string | null;
  moved: string | null;
  kind: string | null;
  reference: string | null;
};

/** Midnight UTC of a YYYY-MM-DD day, plus days. */
const dayStart = (day: string, plus = 0) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + plus)).toISOString();
};

/** One statement = one SQL statement, so the opening balance and the rows come from one snapshot of the ledger
 * (a posting committed meanwhile is in both or in neither). Opening = every posting before `from`; each row's
 * balance = opening + the postings of the period up to it, in booking order. */
const readRows = (db: Executor, accountId: number, from: string, to: string) =>
  db.execute(sql`
    with o as (
      select coalesce(sum(amount), 0) as opening from ledger_postings
      where account_id = ${accountId} and created_at < ${dayStart(from)}::timestamptz
    )
    select o.opening::text as opening, r.id, r.created_at, r.amount::text as amount, r.moved::text as moved,
           r.kind, r.reference
    from o left join lateral (
      select p.id, p.created_at, p.amount, t.kind, t.reference,
             sum(p.amount) over (order by p.created_at, p.id) as moved
      from ledger_postings p join ledger_transactions t on t.id = p.transaction_id
      where p.account_id = ${accountId}
        and p.created_at >= ${dayStart(from)}::timestamptz and p.created_at < ${dayStart(to, 1)}::timestamptz
    ) r on true
    order by r.created_at, r.id`);

const toMovement = (opening: string, row: Raw): StatementMovement => ({
  postingId: row.id!,
  bookedAt: new Date(row.created_at!),
  kind: row.kind ?? '',
  reference: row.reference ?? '',
  amount: fmt(dec(row.amount!)),
  balance: fmt(dec(add(opening, row.moved!))),
});

/** The ledger's rows of a period as the database gives them (one snapshot); `statementFrom` makes them a
 * statement. Split so that a file's rows can be turned into its statement off the event loop (pdf-worker.ts). */
export type StatementRows = { account: StatementAccount; from: string; to: string; raw: Raw[] };

export const readStatementRows = async (
  db: Executor,
  account: StatementAccount,
  from: string,
  to: string,
): Promise<StatementRows> => ({
  account,
  from,
  to,
  raw:
    account.ledgerAccountId === undefined
      ? []
      : rowsOf<Raw>(await readRows(db, account.ledgerAccountId, from, to)),
});

/** Opening, movements with running balance, closing and totals, from the period's rows. */
export const statementFrom = ({ account, from, to, raw }: StatementRows): StatementData => {
  const opening = fmt(dec(raw[0]?.opening ?? '0'));
  const movements = raw.filter((row) => row.id !== null).map((row) => toMovement(opening, row));
  let totalIn = '0';
  let totalOut = '0';
  for (const { amount } of movements)
    if (isNegative(amount)) totalOut = add(totalOut, neg(amount));
    else totalIn = add(totalIn, amount);
  const closing = movements.at(-1)?.balance ?? opening;
  return {
    ...account,
    from,
    to,
    opening,
    closing,
    totalIn: fmt(dec(totalIn)),
    totalOut: fmt(dec(totalOut)),
    movements,
  };
};

/** The statement of a period from the ledger: opening, movements with running balance, closing, totals. */
export const readStatement = async (
  db: Executor,
  account: StatementAccount,
  from: string,
  to: string,
): Promise<StatementData> => statementFrom(await readStatementRows(db, account, from, to));
