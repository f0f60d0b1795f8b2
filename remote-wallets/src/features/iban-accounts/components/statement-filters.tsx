import { useId } from 'react';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { dateBounds, type StatementFilter } from '../rules/statement-filter';
import styles from './iban-accounts.module.css';

export type StatementFiltersProps = {
  statuses: readonly string[];
  filter: StatementFilter;
  onChange: (filter: StatementFilter) => void;
};

/** From / To dates bounding each other (from max = to, to min = from) and a status picker. */
export const StatementFilters = ({ statuses, filter, onChange }: StatementFiltersProps) => {
  const { t } = useWalletsTranslation();
  const id = useId();
  const { fromMax, toMin } = dateBounds(filter);
  return (
    <div className={styles.filters}>
      <label htmlFor={`${id}-from`}>
        {t('ibanAccounts.history.from')}
        <input
          id={`${id}-from`}
          type="date"
          value={filter.from}
          max={fromMax}
          onChange={(e) => onChange({ ...filter, from: e.target.value })}
        />
      </label>
      <label htmlFor={`${id}-to`}>
        {t('ibanAccounts.history.to')}
        <input
          id={`${id}-to`}
          type="date"
          value={filter.to}
          min={toMin}
          onChange={(e) => onChange({ ...filter, to: e.target.value })}
        />
      </label>
      <label htmlFor={`${id}-status`}>
        {t('ibanAccounts.history.status')}
        <select
          id={`${id}-status`}
          value={filter.status}
          onChange={(e) => onChange({ ...filter, status: e.target.value })}
        >
          <option value="">{t('ibanAccounts.history.allStatuses')}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
};
