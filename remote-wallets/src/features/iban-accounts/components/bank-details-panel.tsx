import { CopyButton, type FiatCurrency, formatIban } from '@portal/shared';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import type { IbanBankInfo } from '../../../lib/api/get-iban-bank-account';
import styles from './iban-accounts.module.css';

export type BankDetailsPanelProps = { currency: FiatCurrency | string; details: IbanBankInfo | null };

/** Spec 02 §2: details with copy buttons for EUR only; USD and other currencies get a sentence instead. */
export const BankDetailsPanel = ({ currency, details }: BankDetailsPanelProps) => {
  const { t } = useWalletsTranslation();
  const body = () => {
    if (currency === 'USD') return <p className={styles.note}>{t('ibanAccounts.usdDetailsUnavailable')}</p>;
    if (currency !== 'EUR' || !details)
      return <p className={styles.note}>{t('ibanAccounts.noBankDetails')}</p>;
    // Shown as people read them (an IBAN in groups of four), copied as the bank's systems take them.
    const rows: [string, string | null | undefined, string | undefined][] = [
      [t('ibanAccounts.ibanNumber'), details.iban_number, formatIban(details.iban_number)],
      [t('ibanAccounts.bankName'), details.iban_bank_name, undefined],
      [t('ibanAccounts.swiftCode'), details.iban_swift_code, undefined],
      [t('ibanAccounts.bankAddress'), details.iban_bank_address, undefined],
    ];
    return (
      <dl className={styles.details}>
        {rows.map(([label, value, shown]) => (
          <div key={label} className={styles.detail}>
            <dt>{label}</dt>
            <dd>{shown ?? value ?? ''}</dd>
            <dd>{value ? <CopyButton value={value} /> : null}</dd>
          </div>
        ))}
      </dl>
    );
  };
  return (
    <section className={styles.panel} data-bank-details={currency}>
      <h2>{t('ibanAccounts.bankDetails')}</h2>
      {body()}
    </section>
  );
};
