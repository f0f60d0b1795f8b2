import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { KycRecord } from '../../../lib/contract-types';
import styles from '../../../lib/account.module.css';
import { useAccountTranslation } from '../../../lib/use-account-translation';

/** Shown once the KYC is Approved (spec 03 §2): pick an account and continue to the wallets. */
export const AccountSelector = ({ accounts }: { accounts: KycRecord['accounts'] | undefined }) => {
  const { t } = useAccountTranslation();
  const id = useId();
  const list = accounts ?? [];
  const [chosen, setChosen] = useState(list[0] ? String(list[0].account_id_pk) : '');
  return (
    <div className={styles.actions} data-kyc-account-selector>
      <label htmlFor={id}>{t('kyc.next.account')}</label>
      <select id={id} value={chosen} onChange={(event) => setChosen(event.target.value)}>
        {list.map((account) => (
          <option key={account.account_id_pk} value={String(account.account_id_pk)}>
            {`${account.account_name ?? ''} ${account.account_currency_type ?? ''}`.trim()}
          </option>
        ))}
      </select>
      <Link to="/fiat">{t('kyc.next.go')}</Link>
    </div>
  );
};
