import { useId, useState } from 'react';
import type { CryptoWallet } from '../../../lib/crypto/types';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import styles from './crypto-tabs.module.css';
import { DepositTab } from './deposit-tab';
import { TransferTab } from './transfer-tab';
import { WithdrawTab } from './withdraw-tab';

const TABS = ['deposit', 'withdraw', 'transfer'] as const;
type Tab = (typeof TABS)[number];

/** Deposit, Withdraw and the (visible) transfer by e-mail tab, as an ARIA tab list. */
export const CryptoTabs = ({
  wallets,
  otp,
}: {
  wallets: readonly CryptoWallet[];
  otp: string | null | undefined;
}) => {
  const { t } = useWalletsTranslation();
  const [tab, setTab] = useState<Tab>('deposit');
  const id = useId();
  return (
    <section className={styles.panel}>
      <div role="tablist" className={styles.tabs} aria-label={t('cryptoAccounts.tabs.label')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            className={styles.tab}
            onClick={() => setTab(name)}
          >
            {t(`cryptoAccounts.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {tab === 'deposit' ? <DepositTab wallets={wallets} /> : null}
        {tab === 'withdraw' ? <WithdrawTab wallets={wallets} /> : null}
        {tab === 'transfer' ? <TransferTab wallets={wallets} otp={otp} /> : null}
      </div>
    </section>
  );
};
