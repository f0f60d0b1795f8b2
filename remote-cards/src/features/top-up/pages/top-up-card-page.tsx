import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Loader, Tabs, TransactionResultModal, useUserAccounts } from '@portal/shared';
import { CardsPage } from '../../../lib/cards-page';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import { useCryptoWallets } from '../api/get-crypto-wallets';
import { useTopupCards } from '../api/get-user-cards';
import { TopupForm } from '../components/topup-form';
import { TopupPreviewModal } from '../components/topup-preview-modal';
import styles from '../components/top-up.module.css';
import { useTopupFlow } from '../hooks/use-topup-flow';

const TOP_UP_TABS = ['fiat', 'crypto'] as const;
type Tab = (typeof TOP_UP_TABS)[number];

/** /top-up-card: tabs Fiat Top Up and Crypto Top Up over the Active cards. */
export const TopUpCardPage = () => {
  const { t } = useCardsTranslation();
  const [tab, setTab] = useState<Tab>('fiat');
  const cardsQuery = useTopupCards();
  const accounts = useUserAccounts('eurFirst');
  const wallets = useCryptoWallets();
  const active = useMemo(
    () => (cardsQuery.data?.data ?? []).filter((c) => c.usercard_status === 'Active'),
    [cardsQuery.data],
  );
  const flow = useTopupFlow(cardsQuery.data?.cardtopup);
  const links = [
    { to: '/my-cards', label: t('common.myCards') },
    { to: '/dashboard', label: t('common.dashboard') },
    { to: '/top-up-transactions', label: t('topUp.topUpTransactions') },
  ];

  return (
    <CardsPage titleKey="topUpCard">
      <Tabs
        tabs={TOP_UP_TABS.map((name) => ({ key: name, label: t(`topUp.${name}Tab`) }))}
        active={tab}
        onChange={setTab}
        panelClassName={styles.panel}
      >
        {cardsQuery.isPending ? <Loader variant="block" /> : null}
        {!cardsQuery.isPending && !active.length ? <p>{t('topUp.noActiveCard')}</p> : null}
        <TopupForm
          key={tab}
          kind={tab}
          cards={active}
          accounts={accounts.data ?? []}
          wallets={wallets.data ?? []}
          busy={flow.busy}
          onContinue={(body) => void flow.start(body)}
        />
      </Tabs>
      <nav className={styles.links}>
        {links.map((link) => (
          <Link key={link.to} to={link.to}>
            {link.label}
          </Link>
        ))}
      </nav>
      <TopupPreviewModal
        preview={flow.pending}
        busy={flow.busy}
        onSubmit={() => void flow.confirm()}
        onClose={flow.cancel}
      />
      {flow.dialog}
      <TransactionResultModal
        result={flow.result}
        onClose={flow.clearResult}
        onRetry={flow.clearResult}
        links={links}
      />
    </CardsPage>
  );
};
