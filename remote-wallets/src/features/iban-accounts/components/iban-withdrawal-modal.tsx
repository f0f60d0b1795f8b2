import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { FormActions, Modal, SelectField, TextField, useMoneyForm } from '@portal/shared';
import { moveReview, useMoveFlowSpec } from '../../../lib/money/use-move-flow';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { useWithdrawToExternalAccount } from '../api/withdraw-to-external-account';
import { ibanWithdrawalSchema, type IbanWithdrawalOutput } from '../rules/iban-money-rules';
import { MoneyPreview } from './money-preview';
import styles from './iban-accounts.module.css';
import { useIbanMoneyContext, useIbanParties } from './use-iban-money-form';

export type IbanWithdrawalModalProps = {
  currency: string;
  balances: Partial<Record<string, string>>;
  onClose: () => void;
};

/** IBAN account → an external IBAN on the kit's money form; the review names the recipient's IBAN and that the
 * team reviews it (the amount + fee is held). Mounted per opening. */
export const IbanWithdrawalModal = ({ currency, balances, onClose }: IbanWithdrawalModalProps) => {
  const { t } = useWalletsTranslation();
  // The fee percentages are the provider's, the same for EUR and USD: read once with the opening currency.
  const { context, feePercent } = useIbanMoneyContext(balances, currency, 'withdrawalFees');
  const schema = useMemo(() => ibanWithdrawalSchema(context), [context]);
  const withdraw = useWithdrawToExternalAccount().mutateAsync;
  const parties = useIbanParties();
  const flow = useMoveFlowSpec<IbanWithdrawalOutput>({
    source: 'iban-withdrawal',
    move: (values, idempotencyKey) =>
      withdraw({
        body: {
          beneficiary_iban_number: values.iban,
          withdrawal_amount: values.amount,
          withdrawal_currency: values.currency,
        },
        idempotencyKey,
      }),
    review: (values) => ({
      ...moveReview(values.amount, values.currency, feePercent, parties(values.currency).iban, {
        name: t('ibanAccounts.externalName'),
        detail: values.iban,
      }),
      note: t('ibanAccounts.reviewedByTeam'),
    }),
  });
  const money = useMoneyForm({
    defaultValues: { iban: '', currency, amount: '' },
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
      <Modal open={!money.stepAside} title={t('ibanAccounts.withdrawalTitle')} onClose={onClose}>
        <form className={styles.form} onSubmit={money.onSubmit} noValidate>
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
