import type { FormEvent, ReactNode } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { FormActions, Modal, SelectField, TextField } from '@portal/shared';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { MoneyPreview } from './money-preview';
import styles from './iban-accounts.module.css';

type IbanFields = { currency: string; amount: string };
/** What the modal uses of `useMoneyForm`'s answer (a form with a currency and an amount). */
type MoneyFormLike = {
  form: { control: unknown };
  stepAside: boolean;
  pending: boolean;
  onSubmit: (event?: FormEvent) => void;
  dialogs: ReactNode;
};

export type IbanMoneyModalProps = {
  title: string;
  money: MoneyFormLike;
  balances: Partial<Record<string, string>>;
  feePercent: string | undefined;
  onClose: () => void;
  /** Fields before the currency (the withdrawal's IBAN). */
  children?: ReactNode;
};

/** The IBAN money modals' form: the currency of the IBAN account, the amount with its balance, fee and total,
 * Submit; it steps aside while the kit's review and result are open. */
export const IbanMoneyModal = ({
  title,
  money,
  balances,
  feePercent,
  onClose,
  children,
}: IbanMoneyModalProps) => {
  const { t } = useWalletsTranslation();
  // Every IBAN money form has a currency and an amount.
  const control = money.form.control as Control<IbanFields>;
  const [chosen, amount] = useWatch({ control, name: ['currency', 'amount'] });
  const options = Object.keys(balances).map((code) => ({ value: code, label: code }));
  return (
    <>
      <Modal open={!money.stepAside} title={title} onClose={onClose}>
        <form className={styles.form} onSubmit={money.onSubmit} noValidate>
          {options.length === 0 ? <p className={styles.note}>{t('ibanAccounts.noAccounts')}</p> : null}
          {children}
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
