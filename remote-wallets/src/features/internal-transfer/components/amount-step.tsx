import type { FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button, TextField, flowFormStyles as styles } from '@portal/shared';
import type { BaseLimits } from '../../../lib/contract-types';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import type { InternalAmountInput } from '../rules/internal-schema';
import type { Recipient } from './recipient-step';

type AmountStepProps = {
  form: UseFormReturn<InternalAmountInput>;
  recipient: Recipient;
  limits: BaseLimits | undefined;
  pending: boolean;
  onBack: () => void;
  onSubmit: (event: FormEvent) => void;
};

/** After the recipient is verified: amount and message (both required), then the review. */
export const AmountStep = ({ form, recipient, limits, pending, onBack, onSubmit }: AmountStepProps) => {
  const { t } = useWalletsTranslation();
  const currency = recipient.account.account_currency_type;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{t('internalTransfer.recipient')}</dt>
          <dd data-testid="recipient-name">{recipient.name}</dd>
        </div>
      </dl>
      <TextField
        control={form.control}
        name="amount"
        label={`${t('internalTransfer.amount')} (${currency})`}
        placeholder={t('internalTransfer.amountPlaceholder')}
        inputMode="decimal"
      />
      {limits ? (
        <p className={styles.note}>
          {t('internalTransfer.limits', {
            min: limits.mininternal ?? '0',
            max: limits.maxinternal ?? '0',
            currency,
          })}{' '}
          {t('internalTransfer.fee', { percent: limits.internalTransferFees ?? '0' })}
        </p>
      ) : null}
      <TextField
        control={form.control}
        name="message"
        label={t('internalTransfer.message')}
        placeholder={t('internalTransfer.messagePlaceholder')}
        multiline
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack} disabled={pending}>
          {t('internalTransfer.change')}
        </Button>
        <Button type="submit" variant="primary" pending={pending}>
          {t('internalTransfer.continue')}
        </Button>
      </div>
    </form>
  );
};
