import { useEffect, useMemo, useState } from 'react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Button, Loader, TextField } from '@portal/shared';
import type { CryptoWallet } from '../../../lib/crypto/types';
import { storeWithdraw } from '../../../lib/crypto/withdraw-storage';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { checkAddress } from '../rules/check-address';
import { withdrawTabSchema, type WithdrawTabValues } from '../rules/tab-schemas';
import { CoinField, addressedWallet } from './coin-field';
import styles from './crypto-tabs.module.css';

/** Spec 02 §4: the loader shows 2 seconds before the withdraw detail page opens. */
export const WITHDRAW_LOADER_MS = 2000;

/** Withdraw: coin and destination; stores wallet id and address in localStorage, then the detail page. */
export const WithdrawTab = ({ wallets }: { wallets: readonly CryptoWallet[] }) => {
  const { t } = useWalletsTranslation();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const schema = useMemo(() => withdrawTabSchema(t), [t]);
  const form = useForm<WithdrawTabValues>({
    resolver: valibotResolver(schema),
    defaultValues: { wallet: '', address: '' },
  });

  useEffect(() => {
    if (!leaving) return undefined;
    const timer = setTimeout(() => {
      void navigate('/wallets-withdrawal-transaction');
    }, WITHDRAW_LOADER_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [leaving, navigate]);

  const submit = form.handleSubmit(async ({ wallet, address }) => {
    const chosen = addressedWallet(wallets, wallet, t('cryptoAccounts.rules.generateFirst'));
    if (!chosen) return;
    const problem = await checkAddress(t, chosen.coin_code, address);
    if (problem) {
      form.setError('address', { message: problem }, { shouldFocus: true });
      return;
    }
    storeWithdraw({ walletId: chosen.crypto_wallet_id, address });
    setLeaving(true);
  });

  if (leaving) return <Loader label={t('cryptoAccounts.preparingWithdraw')} />;
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('cryptoAccounts.tabs.withdraw')}
    >
      <CoinField control={form.control} name="wallet" wallets={wallets} />
      <TextField
        control={form.control}
        name="address"
        label={t('cryptoAccounts.destinationAddress')}
        autoComplete="off"
      />
      <div className={styles.actions}>
        <Button type="submit">{t('cryptoAccounts.withdrawSubmit')}</Button>
      </div>
    </form>
  );
};
