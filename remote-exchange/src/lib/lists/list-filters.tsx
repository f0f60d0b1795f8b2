import { useId } from 'react';
import { useExchangeTranslation } from '../use-exchange-translation';
import type { ListFilter } from './list-filter';
import { DateRangeFilter, flowFormStyles as styles } from '@portal/shared';

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
      <DateRangeFilter
        value={filter}
        onChange={(range) => onFilter({ ...filter, ...range })}
        labels={{ from: t('lists.fromDate'), to: t('lists.toDate') }}
        labelClassName={styles.label}
        inputClassName={styles.select}
      />
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
