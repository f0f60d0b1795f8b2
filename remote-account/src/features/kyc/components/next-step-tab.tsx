import styles from '../../../lib/account.module.css';
import { useAccountTranslation } from '../../../lib/use-account-translation';

/** What happens next: the review, or (Approved) the way on to the accounts. */
export const NextStepTab = ({ approved }: { approved: boolean }) => {
  const { t } = useAccountTranslation();
  return (
    <section className={styles.card} data-kyc-tab="next">
      <p>{t(approved ? 'kyc.next.approved' : 'kyc.next.pending')}</p>
      {approved ? null : <p className={styles.muted}>{t('kyc.next.steps')}</p>}
    </section>
  );
};
