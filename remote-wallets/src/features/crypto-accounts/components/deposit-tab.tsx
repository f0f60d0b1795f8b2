import { useMemo } from 'react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Button } from '@portal/shared';
import type { CryptoWallet } from '../../../lib/crypto/types';
import type { DepositRouteState } from '../../../lib/crypto/withdraw-storage';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { depositTabSchema, type DepositTabValues } from '../rules/tab-schemas';
import { CoinField, addressedWallet } from './coin-field';
import styles from './crypto-tabs.module.css';

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
    const chosen = addressedWallet(wallets, wallet, t('cryptoAccounts.rules.generateFirst'));
    if (!chosen) return;
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
      <CoinField control={form.control} name="wallet" wallets={wallets} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void navigate('/fiat')}>
          {t('common.cancel')}
        </Button>
        <Button type="submit">{t('cryptoAccounts.depositSubmit')}</Button>
      </div>
    </form>
  );
};
