import { useId } from 'react';
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
      <label htmlFor={`${id}-from`}>
        {t('cardTransactions.fromDate')}
        <input
          id={`${id}-from`}
          type="date"
          value={value.from}
          max={value.to || undefined}
          onChange={(e) => onChange({ ...value, from: e.target.value })}
          data-filter="from"
        />
      </label>
      <label htmlFor={`${id}-to`}>
        {t('cardTransactions.toDate')}
        <input
          id={`${id}-to`}
          type="date"
          value={value.to}
          min={value.from || undefined}
          onChange={(e) => onChange({ ...value, to: e.target.value })}
          data-filter="to"
        />
      </label>
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
              {[card.card_name, maskCardNumber(card.card_number)].filter(Boolean).join(' — ')}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
};
