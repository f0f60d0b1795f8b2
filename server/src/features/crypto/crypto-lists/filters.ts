import { and, eq, like, or } from 'drizzle-orm';
import {
  cryptoAddresses,
  cryptoDeposits,
  cryptoTransfers,
  cryptoWithdrawals,
  exchangeOrders,
  swapOrders,
} from '../../../db/schema/index';
import { dayRange } from '../../../lib/list-scope';

export type Scope = {
  userId: number;
  from?: string | undefined;
  to?: string | undefined;
  coin?: string | undefined;
};

/** The SQL filter of each list: the caller's rows, the coin when asked, the UTC days. */
export const listFilters = (s: Scope) => ({
  trades: and(
    eq(exchangeOrders.userId, s.userId),
    s.coin ? like(exchangeOrders.exchnagePair, `%|${s.coin}`) : undefined,
    dayRange(exchangeOrders.createdAt, s),
  ),
  withdrawals: and(
    eq(cryptoWithdrawals.userId, s.userId),
    s.coin ? eq(cryptoWithdrawals.coinCode, s.coin) : undefined,
    dayRange(cryptoWithdrawals.createdAt, s),
  ),
  swaps: and(
    eq(swapOrders.userId, s.userId),
    s.coin ? eq(swapOrders.fromCoin, s.coin) : undefined,
    dayRange(swapOrders.createdAt, s),
  ),
  deposits: and(
    eq(cryptoDeposits.userId, s.userId),
    s.coin ? eq(cryptoDeposits.coinCode, s.coin) : undefined,
    dayRange(cryptoDeposits.createdAt, s),
  ),
  // Transfers show the counter-party (sent and received).
  transfers: and(
    or(eq(cryptoTransfers.userId, s.userId), eq(cryptoTransfers.toUserId, s.userId)),
    s.coin ? eq(cryptoTransfers.coinCode, s.coin) : undefined,
    dayRange(cryptoTransfers.createdAt, s),
  ),
  // Addresses carry no coin: only the days filter them.
  addresses: (direction: string) =>
    and(
      eq(cryptoAddresses.userId, s.userId),
      eq(cryptoAddresses.direction, direction),
      dayRange(cryptoAddresses.createdAt, s),
    ),
});
