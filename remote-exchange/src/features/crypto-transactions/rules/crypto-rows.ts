import type { AnswerOf, endpoints } from '@portal/shared/contract';
import { parsePair, swapCoins } from '../../../lib/trades/trade-rules';
import type { BuySellRow, SwapRow } from '../../../lib/trades/trade-rows';

type Bundle = AnswerOf<(typeof endpoints)['cryptoExchange.getAllCryptoTransaction']>['data'];
export type WithdrawalRow = NonNullable<Bundle['withdrawtransaction']>[number];

/** Spec 03 §2: the dropdown offers only these three (Deposit, Transfer and the address lists are not in it). */
export const CRYPTO_TYPES = ['CryptoExchange', 'Withdrawal', 'Swap'] as const;
export type CryptoType = (typeof CRYPTO_TYPES)[number];

/** The coin a row is filtered by: the pair's crypto, the withdrawn coin, the swap's from-coin. */
export const tradeCoin = (row: BuySellRow): string => parsePair(row.exchnage_pair)?.crypto ?? '';
export const swapCoin = (row: SwapRow): string => swapCoins(row).from;

/** Every coin present in the bundle, sorted, for the coin filter. */
export const coinsOf = (trades: readonly BuySellRow[], withdrawals: readonly WithdrawalRow[], swaps: readonly SwapRow[]): string[] =>
  [...new Set([...trades.map(tradeCoin), ...withdrawals.map((w) => w.coin_code), ...swaps.map(swapCoin)].filter(Boolean))].sort();
