import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Modal, SelectField, TextField, FormActions } from '@portal/shared';
import { useMoveFlow } from '../../../lib/money/use-move-flow';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { useWithdrawToExternalAccount } from '../api/withdraw-to-external-account';
import {
  ibanWithdrawalSchema,
  type IbanWithdrawalInput,
  type IbanWithdrawalOutput,
} from '../rules/iban-money-rules';
import { MoneyPreview } from './money-preview';
import styles from './iban-accounts.module.css';
import { useIbanMoneyContext } from './use-iban-money-form';

export type IbanWithdrawalModalProps = {
  currency: string;
  balances: Partial<Record<string, string>>;
  onClose: () => void;
};

/** IBAN account → an external IBAN; the team reviews it (the amount + fee is held). Mounted per opening. */
export const IbanWithdrawalModal = ({ currency, balances, onClose }: IbanWithdrawalModalProps) => {
  const { t } = useWalletsTranslation();
  // The fee percentages are the provider's, the same for EUR and USD: read once with the opening currency.
  const { context, feePercent } = useIbanMoneyContext(balances, currency, 'withdrawalFees');
  const schema = useMemo(() => ibanWithdrawalSchema(context), [context]);
  const { control, handleSubmit, reset } = useForm<IbanWithdrawalInput, unknown, IbanWithdrawalOutput>({
    defaultValues: { iban: '', currency, amount: '' },
    resolver: valibotResolver(schema),
  });
  const [chosen, amount] = useWatch({ control, name: ['currency', 'amount'] });
  const transfer = useWithdrawToExternalAccount();
  const options = Object.keys(balances).map((code) => ({ value: code, label: code }));

  const flow = useMoveFlow<IbanWithdrawalOutput>({
    source: 'iban-withdrawal',
    move: (values, idempotencyKey) =>
      transfer.mutateAsync({
        body: {
          beneficiary_iban_number: values.iban,
          withdrawal_amount: values.amount,
          withdrawal_currency: values.currency,
        },
        idempotencyKey,
      }),
    reset,
    onClose,
  });
  const submit = handleSubmit((values) => flow.start(values));

  return (
    <Modal open title={t('ibanAccounts.withdrawalTitle')} onClose={onClose} dismissible={!transfer.isPending}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {options.length === 0 ? <p className={styles.note}>{t('ibanAccounts.noAccounts')}</p> : null}
        <TextField
          control={control}
          name="iban"
          label={t('ibanAccounts.ibanNumber')}
          placeholder={t('ibanAccounts.ibanPlaceholder')}
          autoComplete="off"
        />
        <SelectField
          control={control}
          name="currency"
          label={t('ibanAccounts.currency')}
          options={options}
          placeholder={t('ibanAccounts.selectCurrency')}
        />
        <TextField
          control={control}
          name="amount"
          label={t('ibanAccounts.amount')}
          placeholder={t('ibanAccounts.amountPlaceholder')}
          inputMode="decimal"
        />
        <MoneyPreview currency={chosen} amount={amount} balance={balances[chosen]} feePercent={feePercent} />
        <FormActions onCancel={onClose} pending={flow.busy || transfer.isPending} />
      </form>
    </Modal>
  );
};
