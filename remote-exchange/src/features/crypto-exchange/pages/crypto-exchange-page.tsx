import { ExchangePage } from '../../../lib/exchange-page';
import { BuySellTable } from '../../../lib/trades/buy-sell-table';
import { SwapTable } from '../../../lib/trades/swap-table';
import { ExchangeTabs } from '../components/exchange-tabs';
import { WithPricePanel } from '../components/price-panel';
import { flowFormStyles as styles } from '@portal/shared';

/** /crypto-exchanges (spec 03 §2): Buy, Sell, Swap tabs with the live price panel beside them; below, the Buy/Sell and Swap tables with their fees. */
export const CryptoExchangePage = () => (
  <ExchangePage titleKey="cryptoExchanges">
    <div className={styles.form}>
      <WithPricePanel>
        <ExchangeTabs />
      </WithPricePanel>
      <BuySellTable withFees />
      <SwapTable withFees />
    </div>
  </ExchangePage>
);
