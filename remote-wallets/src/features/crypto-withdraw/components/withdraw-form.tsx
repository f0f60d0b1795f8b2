import type { FormEvent } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Button, TextField } from '@portal/shared';
import type { CryptoDetail, TickerQuote } from '../../../lib/crypto/types';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import type { WithdrawValues } from '../rules/withdraw-schema';
import { WithdrawFacts } from './withdraw-facts';
import styles from './withdraw-form.module.css';

export type WithdrawFormProps = {
  detail: CryptoDetail;
  quotes: readonly TickerQuote[];
  /** The kit money form's react-hook-form. */
  form: UseFormReturn<WithdrawValues>;
  pending: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
};

/** Read-only address, network chain (default ERC20), amount with the spec 02 §5 rules, then the review. */
export const WithdrawForm = ({ detail, quotes, form, pending, onSubmit, onCancel }: WithdrawFormProps) => {
  const { t } = useWalletsTranslation();
  const amount = useWatch({ control: form.control, name: 'amount' });
  const network = useWatch({ control: form.control, name: 'networkchain' });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('cryptoWithdraw.formLabel')}>
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
        <Button type="submit" pending={pending}>
          {t('cryptoWithdraw.submit')}
        </Button>
      </div>
    </form>
  );
};
