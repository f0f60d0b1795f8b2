import { useId } from 'react';
import { DateRangeFilter, useEnumLabel } from '@portal/shared';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import type { StatementFilter } from '../rules/statement-filter';
import styles from './iban-accounts.module.css';

export type StatementFiltersProps = {
  statuses: readonly string[];
  filter: StatementFilter;
  onChange: (filter: StatementFilter) => void;
};

/** From / To dates bounding each other (from max = to, to min = from) and a status picker (the server's status
 * words, translated: issue 44). */
export const StatementFilters = ({ statuses, filter, onChange }: StatementFiltersProps) => {
  const { t } = useWalletsTranslation();
  const label = useEnumLabel();
  const id = useId();
  return (
    <div className={styles.filters}>
      <DateRangeFilter
        value={filter}
        onChange={(range) => onChange({ ...filter, ...range })}
        labels={{ from: t('ibanAccounts.history.from'), to: t('ibanAccounts.history.to') }}
      />
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
              {label('status', status)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
};
