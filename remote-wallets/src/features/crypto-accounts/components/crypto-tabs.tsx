import { useState } from 'react';
import { Tabs } from '@portal/shared';
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
  return (
    <section className={styles.panel}>
      <Tabs
        tabs={TABS.map((name) => ({ key: name, label: t(`cryptoAccounts.tabs.${name}`) }))}
        active={tab}
        onChange={setTab}
        label={t('cryptoAccounts.tabs.label')}
      >
        {tab === 'deposit' ? <DepositTab wallets={wallets} /> : null}
        {tab === 'withdraw' ? <WithdrawTab wallets={wallets} /> : null}
        {tab === 'transfer' ? <TransferTab wallets={wallets} otp={otp} /> : null}
      </Tabs>
    </section>
  );
};
