import { useId } from 'react';
import { DateRangeFilter, cardNameLabel } from '@portal/shared';
import { maskCardNumber } from '../../../lib/cards/card-format';
import type { Card } from '../../../lib/contract-types';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import { NO_CARD, type TransactionFilter } from '../rules/transaction-filter';
import styles from './card-transactions.module.css';

type TransactionFiltersProps = {
  value: TransactionFilter;
  cards: readonly Card[];
  onChange: (next: TransactionFilter) => void;
};

/** From Date, To Date and Select Card (value '0' = every card). */
export const TransactionFilters = ({ value, cards, onChange }: TransactionFiltersProps) => {
  const { t } = useCardsTranslation();
  const id = useId();
  return (
    <div className={styles.filters}>
      <DateRangeFilter
        value={value}
        onChange={(range) => onChange({ ...value, ...range })}
        labels={{ from: t('cardTransactions.fromDate'), to: t('cardTransactions.toDate') }}
      />
      <label htmlFor={`${id}-card`}>
        {t('cardTransactions.selectCard')}
        <select
          id={`${id}-card`}
          value={value.cardId}
          onChange={(e) => onChange({ ...value, cardId: e.target.value })}
          data-filter="card"
        >
          <option value={NO_CARD}>{t('cardTransactions.allCards')}</option>
          {cards.map((card) => (
            <option key={card.card_id} value={card.card_id}>
              {[cardNameLabel(card.card_name), maskCardNumber(card.card_number)].filter(Boolean).join(' — ')}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
};
