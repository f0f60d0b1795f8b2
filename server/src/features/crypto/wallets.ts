import { createHash } from 'node:crypto';
import type { Executor } from '../../db/client';
import { cryptoCoins } from '../../db/schema/index';
import { ApiError } from '../../http/api-error';
import { type LedgerAccount, available, shown } from '../../lib/ledger-accounts';

/** Coin names by code (BTC → Bitcoin …) from the coins table. */
export const coinNames = async (db: Executor): Promise<Map<string, string>> =>
  new Map((await db.select().from(cryptoCoins)).map((c) => [c.coinCode, c.coin]));

/** A crypto wallet as the crypto screens read it; USDC is shown as ERC 20. */
export const walletRow = (w: LedgerAccount, names: Map<string, string>) => ({
  crypto_wallet_id: String(w.id),
  crypto_id: w.cryptoId === null ? null : String(w.cryptoId),
  coin: names.get(w.currency) ?? w.currency,
  coin_code: w.currency,
  wallet_address: w.walletAddress,
  network: w.network,
  wallet_balance: shown(w.balance, w.currency),
  total_available: shown(available(w), w.currency),
  total_unavailable: shown(w.held, w.currency),
  wallet_address_status: w.walletAddressStatus ?? 'Pending',
});

/** A realistic ERC-20 style address, deterministic per wallet (the local stand-in for a custody provider). */
export const addressFor = (walletId: number, userId: number): string =>
  `0x${createHash('sha256').update(`portal-wallet:${userId}:${walletId}`).digest('hex').slice(0, 40)}`;

export const needAddress = (w: LedgerAccount): string => {
  if (!w.walletAddress) throw new ApiError('400', 'Please generate your crypto wallet to proceed.');
  return w.walletAddress;
};
