import { useMemo } from 'react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Button, SelectField, TOAST_DURATIONS, toast } from '@portal/shared';
import { coinOptions, walletById } from '../../../lib/crypto/coin-options';
import type { CryptoWallet } from '../../../lib/crypto/types';
import type { DepositRouteState } from '../../../lib/crypto/withdraw-storage';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { depositTabSchema, type DepositTabValues } from '../rules/tab-schemas';
import styles from './crypto-tabs.module.css';
import { hasAddress } from './wallet-action';

/** Deposit: pick a coin; a wallet without address cannot receive (6 s message); Cancel goes to /fiat. */
export const DepositTab = ({ wallets }: { wallets: readonly CryptoWallet[] }) => {
  const { t } = useWalletsTranslation();
  const navigate = useNavigate();
  const schema = useMemo(() => depositTabSchema(t), [t]);
  const form = useForm<DepositTabValues>({
    resolver: valibotResolver(schema),
    defaultValues: { wallet: '' },
  });

  const submit = form.handleSubmit(({ wallet }) => {
    const chosen = walletById(wallets, wallet);
    if (!chosen || !hasAddress(chosen)) {
      toast.error(t('cryptoAccounts.rules.generateFirst'), TOAST_DURATIONS.default);
      return;
    }
    const state: DepositRouteState = { walletId: chosen.crypto_wallet_id };
    void navigate('/wallets-deposit-transaction', { state });
  });

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('cryptoAccounts.tabs.deposit')}
    >
      <SelectField
        control={form.control}
        name="wallet"
        label={t('cryptoAccounts.selectCoin')}
        placeholder={t('cryptoAccounts.selectCrypto')}
        options={coinOptions(wallets, t)}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void navigate('/fiat')}>
          {t('common.cancel')}
        </Button>
        <Button type="submit">{t('cryptoAccounts.depositSubmit')}</Button>
      </div>
    </form>
  );
};
