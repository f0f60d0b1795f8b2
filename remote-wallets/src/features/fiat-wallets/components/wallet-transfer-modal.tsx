import {
  FormActions,
  Modal,
  SelectField,
  TextField,
  formatFiat,
  type FiatAccount,
  type FiatCurrency,
} from '@portal/shared';
import { feeTotal, isValidAmount } from '../../../lib/money/fee-total';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { useWalletTransferForm } from '../hooks/use-wallet-transfer-form';
import styles from './wallet-cards.module.css';

export type WalletTransferModalProps = {
  currency: FiatCurrency;
  accounts: readonly FiatAccount[];
  onClose: () => void;
};

const CURRENCIES = ['EUR', 'USD'];

/** Virtual wallet → IBAN account of the same currency (spec 02 §5 "Fiat wallet transfer") on the kit's money
 * form: the review (fee and total), the move, the result. Mounted per opening (the parent renders it only while
 * open), so the form starts from the card's currency. */
export const WalletTransferModal = ({ currency, accounts, onClose }: WalletTransferModalProps) => {
  const { t } = useWalletsTranslation();
  const { money, onSubmit, chosen, amount, balance, feePercent } = useWalletTransferForm(
    currency,
    accounts,
    onClose,
  );
  const { control } = money.form;
  const preview =
    isValidAmount(amount) && feePercent !== undefined ? feeTotal(amount, feePercent, chosen) : undefined;
  return (
    <>
      <Modal open={!money.stepAside} title={t('fiatWallets.transferTitle')} onClose={onClose}>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <SelectField
            control={control}
            name="currency"
            label={t('fiatWallets.currency')}
            options={CURRENCIES.map((code) => ({ value: code, label: code }))}
          />
          <p className={styles.note}>
            {t('fiatWallets.available', { balance: formatFiat(balance, chosen) })}
          </p>
          <TextField
            control={control}
            name="amount"
            label={t('fiatWallets.amount')}
            placeholder={t('fiatWallets.amountPlaceholder')}
            inputMode="decimal"
          />
          {preview ? (
            <p className={styles.note}>
              {t('fiatWallets.feeLine', {
                percent: feePercent,
                fee: formatFiat(preview.fee, chosen),
                total: formatFiat(preview.total, chosen),
              })}
            </p>
          ) : null}
          <FormActions onCancel={onClose} pending={money.pending} />
        </form>
      </Modal>
      {money.dialogs}
    </>
  );
};
