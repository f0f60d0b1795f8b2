import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, type Tx, rowsOf } from '../db/client';
import { ledgerAccounts, ledgerHolds, ledgerPostings, ledgerTransactions } from '../db/schema/index';
import { ApiError } from '../http/api-error';
import { type Amount, add, dec, fmt, isNegative, isPositive, neg, sub } from './decimal';

export type Leg = { accountId: number; amount: Amount };
export type TransferInput = { legs: Leg[]; reference: string; kind: string; meta?: Record<string, unknown> };
export type TransferResult = { transactionId: number; balances: Record<number, Amount> };

export const insufficientFunds = () => new ApiError('402', 'Insufficient balance');

type LockedAccount = { id: number; currency: string; balance: string; held: string; allowNegative: boolean };

/** Locks accounts in id order (a fixed order avoids deadlocks between concurrent transfers). */
const lockAccounts = async (tx: Tx, ids: number[]): Promise<Map<number, LockedAccount>> => {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await tx
    .select({
      id: ledgerAccounts.id,
      currency: ledgerAccounts.currency,
      balance: ledgerAccounts.balance,
      held: ledgerAccounts.held,
      allowNegative: ledgerAccounts.allowNegative,
    })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, unique))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  if (rows.length !== unique.length) throw new ApiError('404', 'Account not found');
  return new Map(rows.map((row) => [row.id, row]));
};

/** Posts a balanced transaction: legs sum to zero per currency, no non-house account goes below its holds. */
export const transfer = async (
  tx: Tx,
  { legs, reference, kind, meta = {} }: TransferInput,
): Promise<TransferResult> => {
  if (legs.length < 2) throw new Error('A transfer needs at least two legs');
  const accounts = await lockAccounts(
    tx,
    legs.map((leg) => leg.accountId),
  );
  const sums = new Map<string, string>();
  for (const leg of legs) {
    const currency = accounts.get(leg.accountId)!.currency;
    sums.set(currency, add(sums.get(currency) ?? '0', leg.amount));
  }
  for (const [currency, total] of sums)
    if (!dec(total).eq(0)) throw new Error(`Unbalanced ${kind} in ${currency}: ${total}`);

  const [created] = await tx
    .insert(ledgerTransactions)
    .values({ kind, reference, meta })
    .returning({ id: ledgerTransactions.id });
  const transactionId = created!.id;
  const balances: Record<number, Amount> = {};
  for (const leg of legs) {
    const account = accounts.get(leg.accountId)!;
    const balance = add(account.balance, leg.amount);
    if (!account.allowNegative && isNegative(leg.amount) && isNegative(sub(balance, account.held)))
      throw insufficientFunds();
    account.balance = balance;
    balances[leg.accountId] = balance;
    await tx.insert(ledgerPostings).values({
      transactionId,
      accountId: leg.accountId,
      currency: account.currency,
      amount: fmt(dec(leg.amount)),
      balanceAfter: balance,
    });
  }
  for (const account of accounts.values())
    await tx
      .update(ledgerAccounts)
      .set({ balance: account.balance })
      .where(eq(ledgerAccounts.id, account.id));
  return { transactionId, balances };
};

/** Two-leg helper: moves `amount` from one account to another (same currency). */
export const move = (
  tx: Tx,
  input: {
    from: number;
    to: number;
    amount: Amount;
    reference: string;
    kind: string;
    meta?: Record<string, unknown>;
  },
) =>
  transfer(tx, {
    legs: [
      { accountId: input.from, amount: neg(input.amount) },
      { accountId: input.to, amount: input.amount },
    ],
    reference: input.reference,
    kind: input.kind,
    meta: input.meta,
  });

/** Reserves `amount` of the available balance for a pending operation. Returns the hold id. */
export const hold = async (
  tx: Tx,
  input: { accountId: number; amount: Amount; reference: string },
): Promise<number> => {
  if (!isPositive(input.amount)) throw new Error('A hold needs a positive amount');
  const account = (await lockAccounts(tx, [input.accountId])).get(input.accountId)!;
  const held = add(account.held, input.amount);
  if (!account.allowNegative && isNegative(sub(account.balance, held))) throw insufficientFunds();
  await tx.update(ledgerAccounts).set({ held }).where(eq(ledgerAccounts.id, account.id));
  const [row] = await tx
    .insert(ledgerHolds)
    .values({
      accountId: account.id,
      amount: fmt(dec(input.amount)),
      currency: account.currency,
      reference: input.reference,
    })
    .returning({ id: ledgerHolds.id });
  return row!.id;
};

const takeHold = async (tx: Tx, holdId: number, status: 'captured' | 'released') => {
  const [row] = await tx
    .select()
    .from(ledgerHolds)
    .where(and(eq(ledgerHolds.id, holdId), eq(ledgerHolds.status, 'held')))
    .for('update');
  if (!row) throw new ApiError('409', 'This operation was already completed');
  const account = (await lockAccounts(tx, [row.accountId])).get(row.accountId)!;
  await tx
    .update(ledgerAccounts)
    .set({ held: sub(account.held, row.amount) })
    .where(eq(ledgerAccounts.id, row.accountId));
  await tx.update(ledgerHolds).set({ status, resolvedAt: new Date() }).where(eq(ledgerHolds.id, holdId));
  return row;
};

/** Frees a hold: the money becomes available again (operation failed or was rejected). */
export const releaseHold = async (tx: Tx, holdId: number): Promise<void> => {
  await takeHold(tx, holdId, 'released');
};

/** Completes a held operation: debits the held amount and credits `credits` (which must sum to it). */
export const captureHold = async (
  tx: Tx,
  input: { holdId: number; credits: Leg[]; kind: string; reference?: string; meta?: Record<string, unknown> },
): Promise<TransferResult> => {
  const row = await takeHold(tx, input.holdId, 'captured');
  const result = await transfer(tx, {
    legs: [{ accountId: row.accountId, amount: neg(row.amount) }, ...input.credits],
    reference: input.reference ?? `${row.reference}-C`,
    kind: input.kind,
    meta: input.meta,
  });
  await tx
    .update(ledgerHolds)
    .set({ captureTransactionId: result.transactionId })
    .where(eq(ledgerHolds.id, input.holdId));
  return result;
};

export type Balance = { balance: Amount; held: Amount; available: Amount };

export const balanceOf = async (db: Executor, accountId: number): Promise<Balance> => {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance, held: ledgerAccounts.held })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  if (!row) throw new ApiError('404', 'Account not found');
  return { balance: row.balance, held: row.held, available: sub(row.balance, row.held) };
};

/** Sum of postings per currency; zero everywhere when the books balance (used by tests and the CLI). */
export const trialBalance = async (db: Executor): Promise<Record<string, Amount>> => {
  const rows = rowsOf<{ currency: string; total: string }>(
    await db.execute(
      sql`select currency, coalesce(sum(amount), 0)::text as total from ledger_postings group by currency`,
    ),
  );
  return Object.fromEntries(rows.map((row) => [row.currency, fmt(dec(row.total))]));
};
