import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Modal, SelectField, TextField, FormActions } from '@portal/shared';
import { useMoveFlow } from '../../../lib/money/use-move-flow';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { useTransferAccountToWallet } from '../api/transfer-account-to-wallet';
import {
  ibanTransferSchema,
  type IbanTransferInput,
  type IbanTransferOutput,
} from '../rules/iban-money-rules';
import { MoneyPreview } from './money-preview';
import styles from './iban-accounts.module.css';
import { useIbanMoneyContext } from './use-iban-money-form';

export type IbanTransferModalProps = {
  currency: string;
  balances: Partial<Record<string, string>>;
  onClose: () => void;
};

/** IBAN account → virtual wallet of the same currency; mounted per opening. */
export const IbanTransferModal = ({ currency, balances, onClose }: IbanTransferModalProps) => {
  const { t } = useWalletsTranslation();
  // The fee percentages are the provider's, the same for EUR and USD: read once with the opening currency.
  const { context, feePercent } = useIbanMoneyContext(balances, currency, 'internalTransferFees');
  const schema = useMemo(() => ibanTransferSchema(context), [context]);
  const { control, handleSubmit, reset } = useForm<IbanTransferInput, unknown, IbanTransferOutput>({
    defaultValues: { currency, amount: '' },
    resolver: valibotResolver(schema),
  });
  const [chosen, amount] = useWatch({ control, name: ['currency', 'amount'] });
  const transfer = useTransferAccountToWallet();
  const options = Object.keys(balances).map((code) => ({ value: code, label: code }));

  const flow = useMoveFlow<IbanTransferOutput>({
    source: 'iban-to-wallet',
    move: (values, idempotencyKey) =>
      transfer.mutateAsync({
        body: { transfer_currency: values.currency, transfer_amount: values.amount },
        idempotencyKey,
      }),
    reset,
    onClose,
  });
  const submit = handleSubmit((values) => flow.start(values));

  return (
    <Modal open title={t('ibanAccounts.transferTitle')} onClose={onClose} dismissible={!transfer.isPending}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {options.length === 0 ? <p className={styles.note}>{t('ibanAccounts.noAccounts')}</p> : null}
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
