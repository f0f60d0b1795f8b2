import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { FormActions, Modal, SelectField, TextField, useMoneyForm } from '@portal/shared';
import { moveReview, useMoveFlowSpec } from '../../../lib/money/use-move-flow';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { useTransferAccountToWallet } from '../api/transfer-account-to-wallet';
import { ibanTransferSchema, type IbanTransferOutput } from '../rules/iban-money-rules';
import { MoneyPreview } from './money-preview';
import styles from './iban-accounts.module.css';
import { useIbanMoneyContext, useIbanParties } from './use-iban-money-form';

export type IbanTransferModalProps = {
  currency: string;
  balances: Partial<Record<string, string>>;
  onClose: () => void;
};

/** IBAN account → virtual wallet of the same currency on the kit's money form (the review with fee and total,
 * the move, the result); mounted per opening. */
export const IbanTransferModal = ({ currency, balances, onClose }: IbanTransferModalProps) => {
  const { t } = useWalletsTranslation();
  // The fee percentages are the provider's, the same for EUR and USD: read once with the opening currency.
  const { context, feePercent } = useIbanMoneyContext(balances, currency, 'internalTransferFees');
  const schema = useMemo(() => ibanTransferSchema(context), [context]);
  const transfer = useTransferAccountToWallet().mutateAsync;
  const parties = useIbanParties();
  const flow = useMoveFlowSpec<IbanTransferOutput>({
    source: 'iban-to-wallet',
    move: (values, idempotencyKey) =>
      transfer({
        body: { transfer_currency: values.currency, transfer_amount: values.amount },
        idempotencyKey,
      }),
    review: (values) => {
      const { iban, wallet } = parties(values.currency);
      return moveReview(values.amount, values.currency, feePercent, iban, wallet);
    },
  });
  const money = useMoneyForm({
    defaultValues: { currency, amount: '' },
    schema,
    flow,
    mode: undefined,
    onResultClosed: (result) => result.outcome === 'success' && onClose(),
  });
  const { control } = money.form;
  const [chosen, amount] = useWatch({ control, name: ['currency', 'amount'] });
  const options = Object.keys(balances).map((code) => ({ value: code, label: code }));

  return (
    <>
      <Modal open={!money.stepAside} title={t('ibanAccounts.transferTitle')} onClose={onClose}>
        <form className={styles.form} onSubmit={money.onSubmit} noValidate>
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
          <MoneyPreview
            currency={chosen}
            amount={amount}
            balance={balances[chosen]}
            feePercent={feePercent}
          />
          <FormActions onCancel={onClose} pending={money.pending} />
        </form>
      </Modal>
      {money.dialogs}
    </>
  );
};
