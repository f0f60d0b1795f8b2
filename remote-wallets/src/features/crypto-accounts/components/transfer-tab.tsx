import { Button, TextField } from '@portal/shared';
import type { CryptoWallet } from '../../../lib/crypto/types';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { useTransferForm } from '../hooks/use-transfer-form';
import { CoinField } from './coin-field';
import styles from './crypto-tabs.module.css';

/** Crypto to another user by e-mail: limits from getbaselimitcrypto, the review, the second factor per `otp`,
 * the result. */
export const TransferTab = ({
  wallets,
  otp,
}: {
  wallets: readonly CryptoWallet[];
  otp: string | null | undefined;
}) => {
  const { t } = useWalletsTranslation();
  const { money, onSubmit } = useTransferForm(wallets, otp);
  const { form } = money;
  return (
    <>
      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-label={t('cryptoAccounts.tabs.transfer')}
      >
        <CoinField control={form.control} name="wallet" wallets={wallets} />
        <TextField
          control={form.control}
          name="email"
          label={t('cryptoAccounts.recipientEmail')}
          type="email"
          inputMode="email"
          autoComplete="off"
        />
        <TextField
          control={form.control}
          name="amount"
          label={t('cryptoAccounts.amount')}
          inputMode="decimal"
          autoComplete="off"
        />
        <TextField
          control={form.control}
          name="address"
          label={t('cryptoAccounts.walletAddress')}
          autoComplete="off"
        />
        <div className={styles.actions}>
          <Button type="submit" pending={money.pending}>
            {t('cryptoAccounts.transferSubmit')}
          </Button>
        </div>
      </form>
      {money.dialogs}
    </>
  );
};
