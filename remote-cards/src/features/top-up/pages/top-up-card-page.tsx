import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Loader, Tabs, useUserAccounts } from '@portal/shared';
import { CardsPage } from '../../../lib/cards-page';
import type { Card, CryptoWallet, FiatAccount } from '../../../lib/contract-types';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import { useCryptoWallets } from '../api/get-crypto-wallets';
import { useTopupCards } from '../api/get-user-cards';
import { TopupForm } from '../components/topup-form';
import styles from '../components/top-up.module.css';

const TOP_UP_TABS = ['fiat', 'crypto'] as const;
type Tab = (typeof TOP_UP_TABS)[number];
const NO_CARDS: readonly Card[] = [];
const NO_ACCOUNTS: readonly FiatAccount[] = [];
const NO_WALLETS: readonly CryptoWallet[] = [];

/** /top-up-card: tabs Fiat Top Up and Crypto Top Up over the Active cards. */
export const TopUpCardPage = () => {
  const { t } = useCardsTranslation();
  const [tab, setTab] = useState<Tab>('fiat');
  const cardsQuery = useTopupCards();
  const accounts = useUserAccounts('eurFirst').data ?? NO_ACCOUNTS;
  const wallets = useCryptoWallets().data ?? NO_WALLETS;
  const all = cardsQuery.data?.data ?? NO_CARDS;
  const cards = useMemo(() => all.filter((c) => c.usercard_status === 'Active'), [all]);
  const links = useMemo(
    () => [
      { to: '/my-cards', label: t('common.myCards') },
      { to: '/dashboard', label: t('common.dashboard') },
      { to: '/top-up-transactions', label: t('topUp.topUpTransactions') },
    ],
    [t],
  );

  return (
    <CardsPage titleKey="topUpCard">
      <Tabs
        tabs={TOP_UP_TABS.map((name) => ({ key: name, label: t(`topUp.${name}Tab`) }))}
        active={tab}
        onChange={setTab}
        panelClassName={styles.panel}
      >
        {cardsQuery.isPending ? <Loader variant="block" /> : null}
        {!cardsQuery.isPending && !cards.length ? <p>{t('topUp.noActiveCard')}</p> : null}
        <TopupForm
          key={tab}
          kind={tab}
          cards={cards}
          accounts={accounts}
          wallets={wallets}
          mode={cardsQuery.data?.cardtopup}
          links={links}
        />
      </Tabs>
      <nav className={styles.links}>
        {links.map((link) => (
          <Link key={link.to} to={link.to}>
            {link.label}
          </Link>
        ))}
      </nav>
    </CardsPage>
  );
};
