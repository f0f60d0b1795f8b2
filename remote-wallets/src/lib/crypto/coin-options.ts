import { formatCrypto, type Translate } from '@portal/shared';
import type { CryptoWallet } from './types';

/** Coin picker entries: code, '(ERC 20)' for USDC, available balance (spec 02 §2). */
export const coinOptions = (wallets: readonly CryptoWallet[], t: Translate) =>
  wallets.map((w) => ({
    value: w.crypto_wallet_id,
    label: t('common.cryptoCoinOption', {
      code: w.coin_code.toUpperCase() === 'USDC' ? `${w.coin_code} ${t('common.erc20')}` : w.coin_code,
      balance: formatCrypto(w.total_available),
    }),
  }));

export const walletById = (wallets: readonly CryptoWallet[], id: string): CryptoWallet | undefined =>
  wallets.find((w) => w.crypto_wallet_id === id);
