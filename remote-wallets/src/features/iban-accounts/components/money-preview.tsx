import { formatFiat } from '@portal/shared';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import styles from './iban-accounts.module.css';
import { previewOf } from './use-iban-money-form';

export type MoneyPreviewProps = {
  currency: string;
  amount: string;
  balance: string | undefined;
  feePercent: string | undefined;
};

/** Available balance, and fee and total once the amount is valid (display rounds to 2 decimals). */
export const MoneyPreview = ({ currency, amount, balance, feePercent }: MoneyPreviewProps) => {
  const { t } = useWalletsTranslation();
  if (!currency) return null;
  const preview = previewOf(amount, feePercent, currency);
  return (
    <>
      <p className={styles.note}>
        {t('ibanAccounts.available', { balance: formatFiat(balance ?? '0', currency) })}
      </p>
      {preview ? (
        <p className={styles.note}>
          {t('ibanAccounts.feeLine', {
            percent: feePercent,
            fee: formatFiat(preview.fee, currency),
            total: formatFiat(preview.total, currency),
          })}
        </p>
      ) : null}
    </>
  );
};
