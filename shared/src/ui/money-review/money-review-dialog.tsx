import { useEffect, useState, type ReactNode } from 'react';
import { useSharedTranslation } from '../../i18n/use-shared-translation';
import { Button } from '../controls/button';
import { Modal } from '../modal/modal';
import { Banner } from '../toast/banner';
import type { MoneyReview } from './money-review';
import { MoneySummary } from './money-summary';
import styles from './money-summary.module.css';

export type MoneyReviewDialogProps = {
  review: MoneyReview;
  /** Already translated; defaults to "Review and confirm". */
  title?: string;
  /** The confirm button's text (the spec's "Submit", "Confirm", "Pay Now" …); defaults to "Confirm". */
  confirmLabel?: string;
  /** What Confirm will ask for (the confirm mode's line); none when the call is sent at once. */
  factorNote?: string;
  /** A call runs (the submit, a new quote): nothing can be pressed twice. */
  busy: boolean;
  /** When the previewed price stops holding (browser clock); undefined: it holds until submitted. */
  deadline?: number;
  /** The preview was asked again (an expired quote): the figures changed. */
  requoted?: boolean;
  onConfirm: () => void;
  /** A new preview once the deadline passed. */
  onRefresh?: () => void;
  /** Back to the form, with what was typed. */
  onBack: () => void;
  /** Facts the flow adds under the figures (the platform's bank account of a buy). */
  children?: ReactNode;
};

const secondsLeft = (deadline: number, now: number): number =>
  Math.max(0, Math.ceil((deadline - now) / 1000));

/** Seconds until `deadline`, ticking once a second (undefined without a deadline). */
const useSecondsLeft = (deadline: number | undefined): number | undefined => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === undefined) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === undefined ? undefined : secondsLeft(deadline, now);
};

/** The review step of every money flow (decision 142): the summary, then Confirm, which runs the flow's confirm
 * mode (none, SMS, authenticator …). Past a quote's deadline only "Get a new price" is offered. */
export const MoneyReviewDialog = ({
  review,
  title,
  confirmLabel,
  factorNote,
  busy,
  deadline,
  requoted = false,
  onConfirm,
  onRefresh,
  onBack,
  children,
}: MoneyReviewDialogProps) => {
  const { t } = useSharedTranslation();
  const left = useSecondsLeft(deadline);
  const expired = left === 0;
  return (
    <Modal
      open
      title={title ?? t('review.title')}
      onClose={onBack}
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={onBack} disabled={busy}>
            {t('common.back')}
          </Button>
          {expired && onRefresh ? (
            <Button onClick={onRefresh} pending={busy}>
              {t('review.refresh')}
            </Button>
          ) : (
            <Button onClick={onConfirm} pending={busy} data-review-confirm>
              {confirmLabel ?? t('review.confirm')}
            </Button>
          )}
        </>
      }
    >
      <div className={styles.summary} data-money-review data-quote={expired ? 'expired' : 'valid'}>
        {requoted ? <Banner kind="warning">{t('review.requoted')}</Banner> : null}
        <MoneySummary review={review} />
        {children}
        {left === undefined ? null : (
          <p className={styles.note} role="status">
            {expired ? t('review.expired') : t('review.holds', { seconds: String(left) })}
          </p>
        )}
        {factorNote && !expired ? <p className={styles.note}>{factorNote}</p> : null}
      </div>
    </Modal>
  );
};
