import { useId, useState } from 'react';
import { Loader } from '@portal/shared';
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
  const id = useId();
  const query = useCryptoExchangeData();
  if (query.isPending) return <Loader label={t('cryptoExchange.form.loading')} />;
  const accounts = query.data?.accounts ?? NONE;
  const wallets = query.data?.usercryptowallet ?? NONE;
  return (
    <section className={styles.panel}>
      <div role="tablist" className={styles.tabs} aria-label={t('cryptoExchange.tabs.label')}>
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
            {t(`cryptoExchange.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`} className={styles.body}>
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
      </div>
    </section>
  );
};
