import { StatusBadge } from '@portal/shared';
import styles from '../../../lib/account.module.css';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { kycStatusLabel } from './kyc-status-label';

/** CIP or AML tab: what the check is and where it stands. */
export const CheckTab = ({ check, status }: { check: 'cip' | 'aml'; status: string | null | undefined }) => {
  const { t } = useAccountTranslation();
  const value = status ?? 'Pending';
  return (
    <section className={styles.card} data-kyc-tab={check}>
      <p>{t(`kyc.${check}.text`)}</p>
      <p className={styles.actions}>
        <span>{t(`kyc.${check}.status`)}</span>
        <StatusBadge status={value} label={kycStatusLabel(value)} />
      </p>
    </section>
  );
};
