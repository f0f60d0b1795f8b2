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

/** Every coin present in the bundle, sorted, for the coin filter (`others`: deposits and transfers). */
export const coinsOf = (trades: readonly BuySellRow[], withdrawals: readonly WithdrawalRow[], swaps: readonly SwapRow[], others: readonly { coin_code: string }[] = []): string[] =>
  [...new Set([...trades.map(tradeCoin), ...withdrawals.map((w) => w.coin_code), ...swaps.map(swapCoin), ...others.map((o) => o.coin_code)].filter(Boolean))].sort();

export type DepositRow = NonNullable<Bundle['deposittransaction']>[number];
export type TransferRow = NonNullable<Bundle['transfer_array']>[number];
export type DepositAddressRow = NonNullable<Bundle['depoaddress']>[number];
export type WithdrawAddressRow = NonNullable<Bundle['withaddress']>[number];

/** Spec 03 §2: tables that exist but are not in the dropdown; reached only by `?type=` (see ARCHITECTURE.md). */
export const LINKED_TYPES = ['Deposit', 'Transfer', 'DepositAddress', 'WithdrawAddress'] as const;
export type LinkedType = (typeof LINKED_TYPES)[number];
export type ListType = CryptoType | LinkedType;

const LIST_TYPES: readonly string[] = [...CRYPTO_TYPES, ...LINKED_TYPES];

/** The `?type=` of the page, or the default CryptoExchange for none or an unknown one. */
export const listTypeOf = (param: string | null): ListType =>
  param !== null && LIST_TYPES.includes(param) ? (param as ListType) : 'CryptoExchange';

export const isLinkedType = (type: ListType): type is LinkedType => (LINKED_TYPES as readonly string[]).includes(type);

/** A transfer's counter-party as "First Last (e-mail)", or whatever part the server sent. */
export const counterparty = (row: TransferRow): string => {
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ');
  return row.email_id ? (name ? `${name} (${row.email_id})` : row.email_id) : name;
};
