import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countries, internalTransfers, ledgerAccounts, outgoingWires, users } from '../../db/schema/index';
import { wireDate } from '../../db/wire';
import { notFound } from '../../http/api-error';
import { shown } from '../../lib/ledger-accounts';
import type { ListWindow } from '../../lib/list-scope';

type InternalRow = typeof internalTransfers.$inferSelect;
type WireRow = typeof outgoingWires.$inferSelect;

/** Transfers the caller sent or received: both parties see the row and its details, nobody else. */
const internalOwnership = (userId: number) =>
  or(eq(internalTransfers.userId, userId), eq(internalTransfers.toUserId, userId));

const internalWire = async (db: Executor, rows: InternalRow[]) => {
  if (!rows.length) return [];
  const people = await db
    .select()
    .from(users)
    .where(inArray(users.id, [...new Set(rows.flatMap((r) => [r.userId, r.toUserId]))]));
  const accounts = await db
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [...new Set(rows.flatMap((r) => [r.fromAccountId, r.toAccountId]))]));
  const person = (id: number) => people.find((p) => p.id === id);
  const number = (id: number) => accounts.find((a) => a.id === id)?.accountNumber ?? '';
  return rows.map((r) => {
    const from = person(r.userId);
    const to = person(r.toUserId);
    return {
      internal_id: String(r.id),
      account_number: number(r.fromAccountId),
      email_address: to?.email ?? '',
      amount: shown(r.amount, r.currency),
      currency: r.currency,
      status: r.status,
      message: r.message,
      created_datetime: wireDate(r.createdAt),
      from_account_fk: String(r.fromAccountId),
      modalfromuseraccount: number(r.fromAccountId),
      modaltouseraccount: number(r.toAccountId),
      modalfromuser: from ? `${from.firstName} ${from.lastName}` : '',
      modaltouser: to ? `${to.firstName} ${to.lastName}` : '',
    };
  });
};

export const internalTransfersOf = async (
  db: Executor,
  userId: number,
  filter?: SQL,
  window?: ListWindow,
) => {
  const query = db
    .select()
    .from(internalTransfers)
    .where(and(internalOwnership(userId), filter))
    .orderBy(desc(internalTransfers.id));
  return internalWire(
    db,
    window ? await query.limit(window.size).offset((window.page - 1) * window.size) : await query,
  );
};

/** How many of the caller's internal transfers match the filter (paging.total). */
export const internalTransfersCount = async (db: Executor, userId: number, filter?: SQL) =>
  (
    await db
      .select({ total: count() })
      .from(internalTransfers)
      .where(and(internalOwnership(userId), filter))
  )[0]?.total ?? 0;

export const ownInternalTransfer = async (db: Executor, userId: number, id: number) => {
  const rows = await db
    .select()
    .from(internalTransfers)
    .where(and(eq(internalTransfers.id, id), internalOwnership(userId)));
  if (!rows.length) throw notFound('Transfer not found');
  return internalWire(db, rows);
};

const outgoingWire = async (db: Executor, rows: WireRow[]) => {
  if (!rows.length) return [];
  const countryIds = [
    ...new Set(rows.map((r) => Number(r.payee.country)).filter((id) => Number.isInteger(id) && id > 0)),
  ];
  const names = countryIds.length
    ? await db.select().from(countries).where(inArray(countries.id, countryIds))
    : [];
  return rows.map((r) => {
    const p = r.payee;
    return {
      fiat_with_trans_id: String(r.id),
      bank_account_name: p.customer_name ?? '',
      account_number: p.accountnumber ?? '',
      amount: shown(r.amount, r.currency),
      total_amount: shown(r.totalAmount, r.currency),
      admin_fees: shown(r.adminFees, r.currency),
      bank_currency: r.currency,
      status: r.status,
      switch_code: p.swiftcode ?? '',
      bank_name: p.bankname ?? '',
      address1: p.address ?? '',
      address2: p.customer_address ?? '',
      countryname: names.find((c) => c.id === Number(p.country))?.name ?? '',
      label: p.routing ?? '',
      region: p.region ?? '',
      customer_name: p.customer_name ?? '',
      iban_number: p.iban ?? '',
      referance: r.reference,
      payment_proof: r.paymentProof,
      message: r.message,
      created_datetime: wireDate(r.createdAt),
      account_id_fk: String(r.accountId),
    };
  });
};

export const outgoingWiresOf = async (db: Executor, userId: number, filter?: SQL, window?: ListWindow) => {
  const query = db
    .select()
    .from(outgoingWires)
    .where(and(eq(outgoingWires.userId, userId), filter))
    .orderBy(desc(outgoingWires.id));
  return outgoingWire(
    db,
    window ? await query.limit(window.size).offset((window.page - 1) * window.size) : await query,
  );
};

/** How many of the caller's outgoing wires match the filter (paging.total). */
export const outgoingWiresCount = async (db: Executor, userId: number, filter?: SQL) =>
  (
    await db
      .select({ total: count() })
      .from(outgoingWires)
      .where(and(eq(outgoingWires.userId, userId), filter))
  )[0]?.total ?? 0;

/** The caller's own wire; another user's id is the same 404 as a missing one. */
export const ownOutgoingWire = async (db: Executor, userId: number, id: number): Promise<WireRow> => {
  const [row] = await db
    .select()
    .from(outgoingWires)
    .where(and(eq(outgoingWires.id, id), eq(outgoingWires.userId, userId)));
  if (!row) throw notFound('Transfer not found');
  return row;
};

export const outgoingWireDetails = async (db: Executor, row: WireRow) => outgoingWire(db, [row]);
