import type { ReactNode } from 'react';
import { formatParty } from '../../format/bank';
import { useSharedTranslation } from '../../i18n/use-shared-translation';
import { formatReviewMoney } from './money-format';
import type { MoneyReview, ReviewLabel, ReviewParty } from './money-review';
import styles from './money-summary.module.css';

type Translate = ReturnType<typeof useSharedTranslation>['t'];

const labelOf = (t: Translate, review: MoneyReview, label: ReviewLabel): string =>
  review.labels?.[label] ?? t(`review.${label}`);

const Party = ({ party }: { party: ReviewParty }) => (
  <>
    <span className={styles.name}>{party.name}</span>
    {/* An IBAN in groups of four, as the customer's bank prints it. */}
    {party.detail ? <span className={styles.detail}>{formatParty(party.detail)}</span> : null}
  </>
);

const Row = ({
  id,
  label,
  strong,
  children,
}: {
  id: string;
  label: string;
  strong?: boolean;
  children: ReactNode;
}) => (
  <div className={`${styles.row} ${strong ? styles.strong : ''}`} data-review={id}>
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

/** The summary of a money movement: the amount in large, then who pays whom, then the figures with the total
 * debited in bold. The review step and the result (`tone` success: a green check) show this same panel
 * (label over value below 600 px). */
export const MoneySummary = ({ review, tone }: { review: MoneyReview; tone?: 'success' }) => {
  const { t } = useSharedTranslation();
  const label = (name: ReviewLabel) => labelOf(t, review, name);
  const money = formatReviewMoney;
  return (
    <section className={styles.summary} aria-label={t('review.summary')} data-money-summary>
      <p className={`${styles.hero} ${tone === 'success' ? styles.done : ''}`}>
        <span className={styles.heroAmount} data-review="hero">
          {money(review.amount)}
        </span>
        <span className={styles.heroTo}>{t('review.toName', { name: review.to.name })}</span>
      </p>
      <dl className={styles.rows}>
        <Row id="from" label={label('from')}>
          <Party party={review.from} />
        </Row>
        <Row id="to" label={label('to')}>
          <Party party={review.to} />
        </Row>
      </dl>
      <dl className={`${styles.rows} ${styles.figures}`}>
        <Row id="amount" label={label('amount')}>
          <span className={styles.money}>{money(review.amount)}</span>
        </Row>
        <Row id="fee" label={label('fee')}>
          <span className={styles.money}>{money(review.fee)}</span>
        </Row>
        {review.rate ? (
          <Row id="rate" label={label('rate')}>
            {review.rate}
          </Row>
        ) : null}
        <Row id="total" label={label('total')} strong>
          <span className={styles.money}>{money(review.total)}</span>
        </Row>
        {review.receives ? (
          <Row id="receives" label={label('receives')}>
            <span className={styles.money}>{money(review.receives)}</span>
          </Row>
        ) : null}
      </dl>
      {review.rows?.length ? (
        <dl className={styles.rows}>
          {review.rows.map((row) => (
            <Row key={row.label} id="extra" label={row.label}>
              {row.value}
            </Row>
          ))}
        </dl>
      ) : null}
      {review.note ? <p className={styles.note}>{review.note}</p> : null}
    </section>
  );
};
