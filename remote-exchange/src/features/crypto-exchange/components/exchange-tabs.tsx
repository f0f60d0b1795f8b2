import { useState } from 'react';
import { Loader, Tabs } from '@portal/shared';
import { useCryptoExchangeData } from '../../../lib/trades/get-all-crypto-exchange';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';
import { OrderTab } from './order-tab';
import { SwapTab } from './swap-tab';
import styles from './exchange-tabs.module.css';

const TABS = ['buy', 'sell', 'swap'] as const;
type Tab = (typeof TABS)[number];
const NONE: never[] = [];

/** Buy, Sell and Swap as an ARIA tab list; each tab asks for its own second factor (buyotp/sellotp/swapotp). */
export const ExchangeTabs = () => {
  const { t } = useExchangeTranslation();
  const [tab, setTab] = useState<Tab>('buy');
  const query = useCryptoExchangeData();
  if (query.isPending) return <Loader label={t('cryptoExchange.form.loading')} />;
  const accounts = query.data?.accounts ?? NONE;
  const wallets = query.data?.usercryptowallet ?? NONE;
  return (
    <section className={styles.panel}>
      <Tabs
        tabs={TABS.map((name) => ({ key: name, label: t(`cryptoExchange.tabs.${name}`) }))}
        active={tab}
        onChange={setTab}
        label={t('cryptoExchange.tabs.label')}
      >
        {tab === 'swap' ? (
          <SwapTab wallets={wallets} mode={query.data?.swapotp} />
        ) : (
          <OrderTab
            key={tab}
            side={tab}
            accounts={accounts}
            wallets={wallets}
            mode={tab === 'buy' ? query.data?.buyotp : query.data?.sellotp}
          />
        )}
      </Tabs>
    </section>
  );
};
