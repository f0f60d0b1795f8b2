import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { SelectField, TOAST_DURATIONS, toast } from '@portal/shared';
import { coinOptions, walletById } from '../../../lib/crypto/coin-options';
import type { CryptoWallet } from '../../../lib/crypto/types';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { hasAddress } from './wallet-action';

/** The coin picker of the Deposit, Withdraw and Transfer tabs (code, '(ERC 20)' for USDC, available balance). */
export const CoinField = <T extends FieldValues>({
  control,
  name,
  wallets,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  wallets: readonly CryptoWallet[];
}) => {
  const { t } = useWalletsTranslation();
  return (
    <SelectField
      control={control}
      name={name}
      label={t('cryptoAccounts.selectCoin')}
      placeholder={t('cryptoAccounts.selectCrypto')}
      options={coinOptions(wallets, t)}
    />
  );
};

/** The chosen wallet if it has an address; otherwise the 6 s 'generate your crypto wallet' message (§5). */
export const addressedWallet = (
  wallets: readonly CryptoWallet[],
  id: string,
  message: string,
): CryptoWallet | undefined => {
  const chosen = walletById(wallets, id);
  if (chosen && hasAddress(chosen)) return chosen;
  toast.error(message, TOAST_DURATIONS.default);
  return undefined;
};
