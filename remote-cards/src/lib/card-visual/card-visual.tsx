import type { ReactNode } from 'react';
import { cardBalance, formatExpiry, groupCardNumber } from '../cards/card-format';
import { useCardsTranslation } from '../use-cards-translation';
import styles from './card-visual.module.css';
import { cardNameLabel } from '@portal/shared';

export type CardVisualData = {
  card_id: string;
  card_name?: string | null;
  card_number?: string | null;
  exp_month?: string | null;
  exp_year?: string | null;
  card_customer_name?: string | null;
  card_currancy?: string | null;
  total_available?: string | null;
};

type CardVisualProps = {
  card: CardVisualData;
  cvv: string | undefined;
  onToggleCvv: () => void;
  footer?: ReactNode;
};

/** The card as drawn on /my-cards and /card-settings: name, number by 4, expiry, CVV (*** until revealed),
 * holder and balance with $ or €. */
export const CardVisual = ({ card, cvv, onToggleCvv, footer }: CardVisualProps) => {
  const { t } = useCardsTranslation();
  return (
    <article className={styles.card} data-card-visual={card.card_id}>
      <header className={styles.top}>
        <span className={styles.name}>{cardNameLabel(card.card_name)}</span>
        <span className={styles.balance} data-card-balance={card.card_id}>
          {cardBalance(card.total_available, card.card_currancy)}
        </span>
      </header>
      <p className={styles.number} data-card-number>
        {groupCardNumber(card.card_number) || t('common.noNumberYet')}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('common.expiry')}</dt>
          <dd>{formatExpiry(card.exp_month, card.exp_year) || t('common.dash')}</dd>
        </div>
        <div>
          <dt>{t('common.cvv')}</dt>
          <dd>
            <span data-cvv>{cvv ?? t('common.cvvHidden')}</span>
            <button
              type="button"
              className={styles.eye}
              onClick={onToggleCvv}
              aria-pressed={!!cvv}
              aria-label={t(cvv ? 'common.hideCvv' : 'common.showCvv')}
            >
              {t(cvv ? 'common.hideCvv' : 'common.showCvv')}
            </button>
          </dd>
        </div>
        <div>
          <dt>{t('common.holder')}</dt>
          <dd>{card.card_customer_name}</dd>
        </div>
      </dl>
      {footer}
    </article>
  );
};
