import { useEffect, useRef } from 'react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, useWatch } from 'react-hook-form';
import { Button, TextField, TransactionResultModal } from '@portal/shared';
import { walletById } from '../../../lib/crypto/coin-options';
import type { CryptoWallet } from '../../../lib/crypto/types';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { useBaseLimitCrypto } from '../api/get-base-limit-crypto';
import { useTransferFlow } from '../hooks/use-transfer-flow';
import { transferSchema, type TransferValues } from '../rules/transfer-schema';
import { CoinField, addressedWallet } from './coin-field';
import styles from './crypto-tabs.module.css';
import { useResultLinks } from './result-links';

const EMPTY: TransferValues = { wallet: '', email: '', amount: '', address: '' };

/** Crypto to another user by e-mail: limits from getbaselimitcrypto, second factor per `otp`, result display. */
export const TransferTab = ({
  wallets,
  otp,
}: {
  wallets: readonly CryptoWallet[];
  otp: string | null | undefined;
}) => {
  const { t } = useWalletsTranslation();
  const links = useResultLinks();
  const limitsRef = useRef<{ min?: string; max?: string }>({});
  const form = useForm<TransferValues>({
    // The limits arrive after the coin is picked: the resolver reads the latest ones.
    resolver: (values, context, options) =>
      valibotResolver(transferSchema(t, limitsRef.current))(values, context, options),
    defaultValues: EMPTY,
  });
  const walletId = useWatch({ control: form.control, name: 'wallet' });
  const wallet = walletById(wallets, walletId);
  const limits = useBaseLimitCrypto(wallet?.coin_code);
  useEffect(() => {
    limitsRef.current = { min: limits.data?.mininternallimit, max: limits.data?.maxinternallimit };
  }, [limits.data]);
  useEffect(() => {
    // The sender's own address for the chosen coin, editable.
    if (wallet) form.setValue('address', wallet.wallet_address ?? '');
  }, [wallet, form]);

  const flow = useTransferFlow(t, otp, () => form.reset(EMPTY));
  const submit = form.handleSubmit(async (values) => {
    const chosen = addressedWallet(wallets, values.wallet, t('cryptoAccounts.rules.generateFirst'));
    if (!chosen) return;
    await flow.start({ values, coin: chosen.coin_code });
  });

  return (
    <>
      <form
        className={styles.form}
        onSubmit={(event) => void submit(event)}
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
          <Button type="submit" pending={flow.busy || form.formState.isSubmitting}>
            {t('cryptoAccounts.transferSubmit')}
          </Button>
        </div>
      </form>
      {flow.dialog}
      <TransactionResultModal
        result={flow.result}
        onClose={flow.clearResult}
        onRetry={flow.clearResult}
        links={links}
      />
    </>
  );
};
