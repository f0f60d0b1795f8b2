import { useEffect, useRef } from 'react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, useWatch } from 'react-hook-form';
import { Button, TextField } from '@portal/shared';
import type { CryptoDetail, TickerQuote } from '../../../lib/crypto/types';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { withdrawSchema, type WithdrawLimits, type WithdrawValues } from '../rules/withdraw-schema';
import { WithdrawFacts } from './withdraw-facts';
import styles from './withdraw-form.module.css';

export type WithdrawFormProps = {
  detail: CryptoDetail;
  address: string;
  quotes: readonly TickerQuote[];
  pending: boolean;
  onSubmit: (values: WithdrawValues) => Promise<void>;
  onCancel: () => void;
};

export const DEFAULT_NETWORK = 'ERC20';

const limitsOf = (detail: CryptoDetail): WithdrawLimits => ({
  min: detail.minamount ?? detail.min_amount,
  max: detail.maxamount ?? detail.max_amount,
  available: detail.available ?? '0',
});

/** Read-only address, network chain (default ERC20), amount with the spec 02 §5 rules, then the preview. */
export const WithdrawForm = ({ detail, address, quotes, pending, onSubmit, onCancel }: WithdrawFormProps) => {
  const { t } = useWalletsTranslation();
  const limits = useRef<WithdrawLimits>(limitsOf(detail));
  useEffect(() => {
    limits.current = limitsOf(detail);
  }, [detail]);
  const form = useForm<WithdrawValues>({
    resolver: (values, context, options) =>
      valibotResolver(withdrawSchema(t, limits.current))(values, context, options),
    defaultValues: { address, networkchain: DEFAULT_NETWORK, amount: '' },
  });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const network = useWatch({ control: form.control, name: 'networkchain' });
  const submit = form.handleSubmit(onSubmit);

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('cryptoWithdraw.formLabel')}
    >
      <TextField control={form.control} name="address" label={t('cryptoWithdraw.address')} readOnly />
      <TextField
        control={form.control}
        name="networkchain"
        label={t('cryptoWithdraw.networkChain')}
        autoComplete="off"
      />
      <TextField
        control={form.control}
        name="amount"
        label={t('cryptoWithdraw.amount', { coin: detail.coincode })}
        inputMode="decimal"
        autoComplete="off"
      />
      <WithdrawFacts detail={detail} amount={amount} network={network} quotes={quotes} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" pending={pending || form.formState.isSubmitting}>
          {t('cryptoWithdraw.submit')}
        </Button>
      </div>
    </form>
  );
};
