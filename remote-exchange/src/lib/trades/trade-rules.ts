import type { DisplayStatus } from '@portal/shared';
import type { BuySellRow, SwapRow } from './trade-rows';

/** exchnage_pair is written FIAT|CRYPTO (fiat code before the bar); empty parts mean no pair. */
export type TradePair = { fiat: string; crypto: string };

export const parsePair = (pair: string | null | undefined): TradePair | undefined => {
  const [fiat = '', crypto = ''] = (pair ?? '').split('|').map((part) => part.trim());
  return fiat && crypto ? { fiat, crypto } : undefined;
};

/** Spec 03 §4: Completed shows as Success, Failed as Failed, anything else as Pending. */
export const tradeStatus = (status: string | null | undefined): DisplayStatus => {
  const value = (status ?? '').trim().toLowerCase();
  if (value === 'completed') return 'success';
  return value === 'failed' ? 'failed' : 'pending';
};

/** What the Transaction Details modal shows for one buy/sell row (spec 01 §4 "Buy/sell detail modal"): the
 * admin hash only when Completed, the admin note whenever not Pending, amounts and pair codes only with a pair. */
export type BuySellDetails = {
  pair?: TradePair;
  adminHash?: string;
  adminNote?: string;
};

export const buySellDetails = (
  row: Pick<BuySellRow, 'exchnage_pair' | 'transfer_status' | 'admin_transaction_hash' | 'admin_note'>,
): BuySellDetails => {
  const status = (row.transfer_status ?? '').trim().toLowerCase();
  return {
    pair: parsePair(row.exchnage_pair),
    adminHash: status === 'completed' ? (row.admin_transaction_hash ?? '') : undefined,
    adminNote: status !== 'pending' ? (row.admin_note ?? '') : undefined,
  };
};

/** The swap's coin codes: from_coincode / to_coincode, else the raw coin_code / to_coin_code, else the names. */
export const swapCoins = (row: SwapRow): { from: string; to: string } => ({
  from: row.from_coincode || row.coin_code || row.from_coin || '',
  to: row.to_coincode || row.to_coin_code || row.to_coin || '',
});
