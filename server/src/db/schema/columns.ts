import { integer, numeric, serial, timestamp } from 'drizzle-orm/pg-core';

/** Money is NUMERIC (never float): 8 decimals covers crypto; fiat is rounded to 2 by the ledger. */
export const money = (name: string) => numeric(name, { precision: 30, scale: 8 });
export const id = () => serial('id').primaryKey();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const userRef = (name = 'user_id') => integer(name);
