import { useId } from 'react';
import { useExchangeTranslation } from '../use-exchange-translation';
import type { ListFilter } from './list-filter';
import { flowFormStyles as styles } from '@portal/shared';

export type Option = { value: string; label: string };
export type ListFiltersProps = {
  filter: ListFilter;
  onFilter: (filter: ListFilter) => void;
  type: string;
  types: readonly Option[];
  onType: (type: string) => void;
  accounts: readonly Option[];
  /** Label of the account select (account, or coin on the crypto page). */
  accountLabel: string;
};

/** From date, to date (each bounded by the other), account and transaction type. */
export const ListFilters = ({
  filter,
  onFilter,
  type,
  types,
  onType,
  accounts,
  accountLabel,
}: ListFiltersProps) => {
  const { t } = useExchangeTranslation();
  const id = useId();
  return (
    <div className={styles.grid} data-list-filters>
      <label className={styles.label} htmlFor={`${id}-from`}>
        {t('lists.fromDate')}
        <input
          id={`${id}-from`}
          type="date"
          className={styles.select}
          value={filter.from}
          max={filter.to || undefined}
          onChange={(event) => onFilter({ ...filter, from: event.target.value })}
        />
      </label>
      <label className={styles.label} htmlFor={`${id}-to`}>
        {t('lists.toDate')}
        <input
          id={`${id}-to`}
          type="date"
          className={styles.select}
          value={filter.to}
          min={filter.from || undefined}
          onChange={(event) => onFilter({ ...filter, to: event.target.value })}
        />
      </label>
      <label className={styles.label} htmlFor={`${id}-account`}>
        {accountLabel}
        <select
          id={`${id}-account`}
          className={styles.select}
          value={filter.account}
          onChange={(event) => onFilter({ ...filter, account: event.target.value })}
        >
          <option value="">{t('lists.all')}</option>
          {accounts.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.label} htmlFor={`${id}-type`}>
        {t('lists.type')}
        <select
          id={`${id}-type`}
          className={styles.select}
          value={type}
          onChange={(event) => onType(event.target.value)}
        >
          {types.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
};
