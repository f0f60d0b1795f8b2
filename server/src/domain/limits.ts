import { and, eq, gte, ne, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/client';
import { fiatDeposits, ibanTransactions, outgoingWires, users } from '../db/schema/index';
import { exceedsYearly, rangeIssue, yearlyRemaining } from '../contract';
import { ApiError } from '../http/api-error';
import { type Amount, dec, fmt } from '../ledger/decimal';
import { fiatFees, readSettings } from './fees';
import { type Coin, isCoin, priceOf } from '../adapters/market-prices';

// Limits come from the settings table; 0 (or absent) max means "no maximum". Used amounts are summed from
// the business records of this calendar year (failed ones do not count), so they can never drift.

const FIAT_KEYS = [
  'minbuydepositlimit',
  'maxbuydepositlimit',
  'yearlydepositlimit',
  'minamount',
  'maxamount',
  'yearlywithdrawlimit',
  'mininternal',
  'maxinternal',
] as const;
type FiatKey = (typeof FIAT_KEYS)[number];

const yearStart = () => new Date(Date.UTC(new Date().getUTCFullYear(), 0, 1));
const sumOf = async (db: Executor, query: ReturnType<typeof sql>): Promise<Amount> => {
  const [row] = rowsOf<{ total: string | null }>(await db.execute(query));
  return fmt(dec(row?.total ?? '0'), 2);
};

export const depositedThisYear = (db: Executor, userId: number, currency: string) =>
  sumOf(
    db,
    sql`select coalesce(sum(${fiatDeposits.fundAmount}), 0)::text as total from ${fiatDeposits} where ${and(eq(fiatDeposits.userId, userId), eq(fiatDeposits.currency, currency), ne(fiatDeposits.status, 'Failed'), gte(fiatDeposits.createdAt, yearStart()))}`,
  );

/** Outgoing wires and IBAN withdrawals to external accounts. */
export const withdrawnThisYear = async (db: Executor, userId: number, currency: string): Promise<Amount> => {
  const wires = await sumOf(
    db,
    sql`select coalesce(sum(${outgoingWires.amount}), 0)::text as total from ${outgoingWires} where ${and(eq(outgoingWires.userId, userId), eq(outgoingWires.currency, currency), ne(outgoingWires.status, 'Failed'), gte(outgoingWires.createdAt, yearStart()))}`,
  );
  const iban = await sumOf(
    db,
    sql`select coalesce(sum(${ibanTransactions.amount}), 0)::text as total from ${ibanTransactions} where ${and(eq(ibanTransactions.userId, userId), eq(ibanTransactions.currency, currency), eq(ibanTransactions.paymentType, 'EXTERNAL'), ne(ibanTransactions.status, 'Failed'), gte(ibanTransactions.createdAt, yearStart()))}`,
  );
  return fmt(dec(wires).plus(iban), 2);
};

export const fiatLimitSettings = async (db: Executor): Promise<Record<FiatKey, Amount>> => {
  const s = await readSettings(
    db,
    FIAT_KEYS.map((key) => `limits.fiat.${key}`),
  );
  return Object.fromEntries(FIAT_KEYS.map((key) => [key, fmt(dec(s[`limits.fiat.${key}`]!), 2)])) as Record<
    FiatKey,
    Amount
  >;
};

/** getbaselimit: every fiat limit field for a currency, with this year's used amounts and the fee percentages. */
export const fiatBaseLimits = async (db: Executor, userId: number, currency: string) => {
  const limits = await fiatLimitSettings(db);
  const fees = await fiatFees(db);
  return {
    ...limits,
    mininternallimit: limits.mininternal,
    maxinternallimit: limits.maxinternal,
    depositedamount: await depositedThisYear(db, userId, currency),
    withdrawamount: await withdrawnThisYear(db, userId, currency),
    internalTransferFees: fees.internalTransferFees,
    withdrawalFees: fees.withdrawalFees,
    cryptoexchangerates: [] as { pair: string; last_price: string }[],
  };
};

/** Refuses an amount outside [min, max] with the spec's messages (a max of 0 means no maximum). */
export const checkRange = (amount: Amount, min: Amount, max: Amount): void => {
  const issue = rangeIssue(amount, { min, max });
  if (issue === 'min') throw new ApiError('400', `Minimum Amount is ${min}`);
  if (issue === 'max') throw new ApiError('400', `Maximum Amount is ${max}`);
};

/** Refuses when used + amount would pass a yearly limit (0 = unlimited). */
export const checkYearly = (amount: Amount, used: Amount, limit: Amount, what: string): void => {
  if (exceedsYearly(amount, used, limit))
    throw new ApiError('400', `Yearly ${what} limit exceeded: ${yearlyRemaining(limit, used)} remaining`);
};

/** getbaselimitcrypto: USD base limits ÷ last COIN/USD price, to 8 decimals (USDC counts 1:1). */
export const cryptoBaseLimits = async (db: Executor, coin: string) => {
  if (!isCoin(coin)) throw new ApiError('404', 'Unknown coin');
  const s = await readSettings(db, ['limits.crypto.usd.min', 'limits.crypto.usd.max']);
  const price = coin === 'USDC' ? '1' : priceOf(coin as Coin, 'USD');
  const inCoin = (usd: string) => fmt(dec(usd).div(price), 8);
  return {
    mininternallimit: inCoin(s['limits.crypto.usd.min']!),
    maxinternallimit: inCoin(s['limits.crypto.usd.max']!),
  };
};

/** Serialises one user's money-moving submissions (yearly limits are checked, then used, under this lock). */
export const lockUserMoney = async (db: Executor, userId: number): Promise<void> => {
  // The user row, not an account: ledger accounts are locked in id order by the ledger, a user lock first
  // cannot form a cycle with that order.
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
};
