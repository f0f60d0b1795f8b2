import { Link } from 'react-router-dom';
import { useSharedTranslation } from '../../i18n/use-shared-translation';
import { Button } from '../controls/button';
import { Modal } from '../modal/modal';
import type { MoneyReview } from '../money-review/money-review';
import { MoneySummary } from '../money-review/money-summary';
import { DetailRows } from './detail-rows';
import styles from './transaction-result-modal.module.css';

export type ResultRow = { label: string; value: string };

/** The end of a sensitive action: success with its details, or 'Transaction Failed' with a Retry link. */
export type TransactionResult = {
  outcome: 'success' | 'failed';
  /** Already translated; defaults to the common success / 'Transaction Failed' titles. */
  title?: string;
  /** The figures the customer confirmed (amount, fee, total, source, recipient): the same panel as the review. */
  summary?: MoneyReview;
  rows: ResultRow[];
};

export type TransactionResultModalProps = {
  result: TransactionResult | null;
  onClose: () => void;
  /** Failed only: back to the form with what the user typed. */
  onRetry?: () => void;
  /** Where to go next (e.g. /dashboard, /crypto-transactions). */
  links?: { to: string; label: string }[];
};

export const TransactionResultModal = ({
  result,
  onClose,
  onRetry,
  links = [],
}: TransactionResultModalProps) => {
  const { t } = useSharedTranslation();
  if (!result) return null;
  const failed = result.outcome === 'failed';
  return (
    <Modal
      open
      title={result.title ?? t(failed ? 'common.transactionFailed' : 'common.transactionSuccessful')}
      onClose={onClose}
      // In the footer: Close (and Retry) stay in view while a long result scrolls.
      footer={
        <div className={styles.actions}>
          {failed && onRetry ? (
            <Button variant="primary" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          ) : null}
          {links.map((link) => (
            <Link key={link.to} to={link.to} onClick={onClose} className={styles.link}>
              {link.label}
            </Link>
          ))}
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
        </div>
      }
    >
      <div className={styles.result} data-result={result.outcome}>
        {result.summary ? (
          // The answer's facts (reference, details) join the confirmed figures in the one panel.
          <MoneySummary
            review={{ ...result.summary, rows: [...(result.summary.rows ?? []), ...result.rows] }}
            tone={failed ? undefined : 'success'}
          />
        ) : (
          <DetailRows rows={result.rows} />
        )}
      </div>
    </Modal>
  );
};
