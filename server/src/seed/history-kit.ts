import { and, eq, inArray } from 'drizzle-orm';
import { type Coin, type Fiat } from '../adapters/market-prices';
import type { Tx } from '../db/client';
import { ledgerAccounts, users } from '../db/schema/index';
import { readSettings } from '../domain/fees';
import { dec, fmt } from '../ledger/decimal';

// Shared pieces of the demo history (history-*.ts): a seeded PRNG, the accounts involved, dates spread over
// the past year and the timeline of events, each writing the same rows and ledger legs as the real flow.

export type Account = typeof ledgerAccounts.$inferSelect;
export type Wallets = {
  id: number;
  email: string;
  name: string;
  fiat: Record<Fiat, Account>;
  crypto: Record<Coin, Account>;
};
export type Ctx = Wallets & {
  iban: Record<Fiat, Account>;
  peers: Wallets[];
  now: number;
  rand: () => number;
  fees: {
    deposit: string;
    withdrawal: string;
    internal: string;
    exchange: string;
    swap: string;
    cardTopup: string;
  };
  /** ledger / hold reference → the business date it is stamped with once the timeline ran. */
  stamps: Map<string, Date>;
};
/** One business event at a date; the timeline runs them oldest first, so ids follow dates. */
export type Event = { at: Date; run: (tx: Tx) => Promise<void> };

export const DEMO_EMAIL = 'personal@demo.portal';
export const PEER_EMAILS = [
  'corporate@demo.portal',
  'vip1@demo.portal',
  'crypto@demo.portal',
  'vip2@demo.portal',
];
export const FIATS: Fiat[] = ['EUR', 'USD'];
export const COINS: Coin[] = ['BTC', 'ETH', 'USDT', 'USDC'];
const DAY = 86_400_000;

/** Mulberry32: the same seed gives the same history on every fresh database. */
export const prng = (seed: number) => () => {
  let t = (seed += 0x6d2b79f5);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

export const pick = <T>(ctx: Ctx, list: readonly T[]): T => list[Math.floor(ctx.rand() * list.length)]!;
/** A pseudo-random amount between min and max with the currency's places. */
export const amountIn = (ctx: Ctx, min: number, max: number, places = 2): string =>
  fmt(dec(min + ctx.rand() * (max - min)), places);
/** `days` days before the seed, at a pseudo-random time of day between 08:00 and 20:00 (never in the future). */
export const daysAgo = (ctx: Ctx, days: number): Date => {
  const midnight = Math.floor((ctx.now - days * DAY) / DAY) * DAY;
  return new Date(Math.min(midnight + (8 + ctx.rand() * 12) * 3_600_000, ctx.now - 60_000));
};
export const later = (at: Date, hours: number): Date => new Date(at.getTime() + hours * 3_600_000);
const hex = (ctx: Ctx, length: number) =>
  Array.from({ length }, () => Math.floor(ctx.rand() * 16).toString(16))
    .join('')
    .toUpperCase();
/** A reference shaped like the real flows' (PREFIX-TIME+HEX), deterministic apart from the date. */
export const refOf = (ctx: Ctx, prefix: string, at: Date, sep = '-'): string =>
  `${prefix}${sep}${at.getTime().toString(36).toUpperCase()}${hex(ctx, 8)}`;
export const txHash = (ctx: Ctx): string => `0x${hex(ctx, 64).toLowerCase()}`;
/** Spreads `count` dates over the past year (oldest first), jittered. */
export const spread = (ctx: Ctx, count: number, fromDays = 360, toDays = 6): Date[] =>
  Array.from({ length: count }, (_, i) =>
    daysAgo(ctx, Math.round(fromDays - ((fromDays - toDays) * (i + ctx.rand() * 0.8)) / count)),
  );

const walletsOf = async (tx: Tx, id: number, email: string, name: string): Promise<Wallets> => {
  const rows = await tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.ownerUserId, id));
  const of = <K extends string>(kind: string, codes: K[]) =>
    Object.fromEntries(
      codes.map((c) => [c, rows.find((r) => r.kind === kind && r.currency === c)!]),
    ) as Record<K, Account>;
  return { id, email, name, fiat: of('fiat', FIATS), crypto: of('crypto', COINS) };
};

/** The demo user, the peers it trades with, their accounts and the fee settings; null when absent. */
export const loadCtx = async (tx: Tx, now = Date.now()): Promise<Ctx | null> => {
  const people = await tx
    .select()
    .from(users)
    .where(inArray(users.email, [DEMO_EMAIL, ...PEER_EMAILS]));
  const me = people.find((u) => u.email === DEMO_EMAIL);
  if (!me) return null;
  const peers = PEER_EMAILS.map((e) => people.find((u) => u.email === e)).filter((u) => u !== undefined);
  const mine = await walletsOf(tx, me.id, me.email, `${me.firstName} ${me.lastName}`);
  const ibans = await tx
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerUserId, me.id), eq(ledgerAccounts.kind, 'iban')));
  const s = await readSettings(tx, [
    'fees.depositFees',
    'fees.withdrawalFees',
    'fees.internalTransferFees',
    'fees.exchange',
    'fees.swap',
    'fees.cardTopup',
  ]);
  return {
    ...mine,
    iban: Object.fromEntries(FIATS.map((c) => [c, ibans.find((a) => a.currency === c)!])) as Record<
      Fiat,
      Account
    >,
    peers: await Promise.all(peers.map((p) => walletsOf(tx, p.id, p.email, `${p.firstName} ${p.lastName}`))),
    now,
    rand: prng(20240917),
    stamps: new Map(),
    fees: {
      deposit: s['fees.depositFees']!,
      withdrawal: s['fees.withdrawalFees']!,
      internal: s['fees.internalTransferFees']!,
      exchange: s['fees.exchange']!,
      swap: s['fees.swap']!,
      cardTopup: s['fees.cardTopup']!,
    },
  };
};

export const peer = (ctx: Ctx, email: string): Wallets =>
  ctx.peers.find((p) => p.email === email) ?? ctx.peers[0]!;
