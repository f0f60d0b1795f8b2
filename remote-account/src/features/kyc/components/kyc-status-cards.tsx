import { StatusBadge, formatModalDate } from '@portal/shared';
import type { KycRecord } from '../../../lib/contract-types';
import styles from '../../../lib/account.module.css';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { kycStatusLabel } from './kyc-status-label';

const CHECKS = [
  ['aml', 'aml_kyc_status', 'aml_kyc_approved_datetime'],
  ['cip', 'cip_kyc_status', 'cip_kyc_approved_datetime'],
  ['iddoc', 'iddoc_kyc_status', 'iddoc_kyc_approved_datetime'],
  ['address', 'address_kyc_status', 'address_kyc_approved_datetime'],
] as const;

/** AML, CIP, ID document and address checks with their approval times (spec 03 §3). */
export const KycStatusCards = ({ record }: { record: KycRecord | null }) => {
  const { t } = useAccountTranslation();
  return (
    <div className={styles.cards} data-kyc-status-cards>
      {CHECKS.map(([key, statusField, dateField]) => {
        const status = record?.[statusField] ?? 'Pending';
        const approvedAt = record?.[dateField];
        return (
          <section key={key} className={styles.card} data-kyc-check={key}>
            <h2>{t(`kyc.cards.${key}`)}</h2>
            <StatusBadge status={status} label={kycStatusLabel(status)} />
            <p className={styles.muted}>
              {approvedAt
                ? t('kyc.cards.approvedAt', { date: formatModalDate(approvedAt) })
                : t('kyc.cards.notApproved')}
            </p>
          </section>
        );
      })}
    </div>
  );
};
