import { CopyButton, DetailRows, formatIban, flowFormStyles as styles } from '@portal/shared';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';
import { useAdminAccounts } from '../api/get-admin-accounts';

/** Buy: the platform's bank account in the order's currency, with the account number to copy (spec 03 §2). */
export const BankAccountDetails = ({ currency }: { currency: string }) => {
  const { t } = useExchangeTranslation();
  const accounts = useAdminAccounts();
  const account = accounts.data?.find(
    (a) => a.account_currency_type.toUpperCase() === currency.toUpperCase(),
  );
  if (!account) return null;
  return (
    <section className={styles.card} aria-label={t('cryptoExchange.preview.bankTitle')} data-bank-account>
      <h2>{t('cryptoExchange.preview.bankTitle')}</h2>
      <DetailRows
        rows={[
          { label: t('cryptoExchange.preview.bankName'), value: account.bank_name ?? '' },
          { label: t('cryptoExchange.preview.accountName'), value: account.account_name ?? '' },
          ...(account.iban_number
            ? [{ label: t('cryptoExchange.preview.iban'), value: formatIban(account.iban_number) }]
            : []),
          { label: t('cryptoExchange.preview.accountNumber'), value: account.account_number },
          { label: t('cryptoExchange.preview.routingNumber'), value: account.routing_number ?? '' },
          { label: t('cryptoExchange.preview.swiftCode'), value: account.swift_code ?? '' },
        ]}
      />
      <CopyButton value={account.account_number} label={t('cryptoExchange.preview.copyAccount')} />
    </section>
  );
};
