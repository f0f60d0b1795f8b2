import { Button, announceBalancesChanged, toast } from '@portal/shared';
import type { CryptoWallet } from '../../../lib/crypto/types';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { useGenerateWalletAddress } from '../api/generate-wallet-address';
import { useRefreshWalletBalance } from '../api/refresh-wallet-balance';

export const hasAddress = (wallet: CryptoWallet): boolean => Boolean(wallet.wallet_address?.trim());

/** Generate Wallet when the wallet has no address, else a balance Refresh (spec 02 §4). */
export const WalletAction = ({ wallet }: { wallet: CryptoWallet }) => {
  const { t } = useWalletsTranslation();
  const generate = useGenerateWalletAddress();
  const refresh = useRefreshWalletBalance();
  const body = { crypto_wallet_id: wallet.crypto_wallet_id };

  const onGenerate = async () => {
    try {
      toast.success((await generate.mutateAsync({ body })).message ?? t('cryptoAccounts.generated'));
    } catch (error) {
      toast.fromError(error);
    }
  };
  const onRefresh = async () => {
    try {
      const answer = await refresh.mutateAsync({ body });
      announceBalancesChanged('crypto-refresh');
      toast.success(answer.message ?? t('cryptoAccounts.refreshed'));
    } catch (error) {
      toast.fromError(error);
    }
  };

  return hasAddress(wallet) ? (
    <Button
      variant="secondary"
      pending={refresh.isPending}
      onClick={() => void onRefresh()}
      aria-label={t('cryptoAccounts.refreshOf', { coin: wallet.coin_code })}
    >
      {t('cryptoAccounts.refresh')}
    </Button>
  ) : (
    <Button
      pending={generate.isPending}
      onClick={() => void onGenerate()}
      aria-label={t('cryptoAccounts.generateOf', { coin: wallet.coin_code })}
    >
      {t('cryptoAccounts.generateWallet')}
    </Button>
  );
};
