import { type ReactNode, useId, useState } from 'react';
import { PRICE_RANGES, type PriceRange } from '@portal/shared/contract';
import { formatDate, Loader, Tabs } from '@portal/shared';
import { coinLabel } from '../../../lib/exchange-options';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';
import { usePriceHistory } from '../api/get-price-history';
import { useLivePrice } from '../api/get-prices';
import { usePricePair } from '../hooks/use-price-pair';
import { formatPrice, signedPercent } from '../rules/price-chart';
import { PriceChart } from './price-chart';
import styles from './price-panel.module.css';

type PickerProps = { label: string; value: string; options: string[]; onChange: (v: string) => void };

const Picker = ({ label, value, options, onChange }: PickerProps) => {
  const id = useId();
  return (
    <span className={styles.picker}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {coinLabel(option)}
          </option>
        ))}
      </select>
    </span>
  );
};

/** The live price of a pair (refreshed while the page is visible) and its 24 h / 7 d / 30 d chart, before any
 * preview (issue 23). Reads the feed only: the order form and its flow are untouched. */
export const PricePanel = () => {
  const { t } = useExchangeTranslation();
  const id = useId();
  const pair = usePricePair();
  const [range, setRange] = useState<PriceRange>('24h');
  const live = useLivePrice(pair.coin, pair.currency).data;
  const history = usePriceHistory(pair.coin, pair.currency, range);
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-price-panel>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('cryptoExchange.price.title')}
      </h2>
      {pair.ready ? (
        <div className={styles.pickers}>
          <Picker
            label={t('cryptoExchange.price.coin')}
            value={pair.coin}
            options={pair.coins}
            onChange={pair.setCoin}
          />
          <Picker
            label={t('cryptoExchange.price.currency')}
            value={pair.currency}
            options={pair.currencies}
            onChange={pair.setCurrency}
          />
        </div>
      ) : null}
      {live?.price ? (
        <p className={styles.live} data-live-price={`${pair.coin}/${pair.currency}`}>
          <span className={styles.price}>
            {t('cryptoExchange.price.rate', {
              coin: pair.coin,
              price: formatPrice(live.price, pair.currency),
            })}
          </span>
          <span className={styles.change}>
            {t('cryptoExchange.price.change24h', { change: signedPercent(live.change_percent) })}
          </span>
          <span className={styles.updated}>
            {t('cryptoExchange.price.updated', { time: formatDate(live.at, 'hh:mm A') })}
          </span>
        </p>
      ) : (
        <Loader label={t('cryptoExchange.price.loading')} />
      )}
      <Tabs
        tabs={PRICE_RANGES.map((key) => ({ key, label: t(`cryptoExchange.price.ranges.${key}`) }))}
        active={range}
        onChange={setRange}
        label={t('cryptoExchange.price.rangeLabel')}
        panelClassName={styles.tabpanel}
      >
        {history.data ? (
          <PriceChart
            coin={pair.coin}
            currency={pair.currency}
            range={range}
            points={history.data.points}
            low={history.data.low}
            high={history.data.high}
            change={history.data.change_percent}
          />
        ) : (
          <Loader label={t('cryptoExchange.price.loading')} />
        )}
      </Tabs>
    </section>
  );
};

/** The exchange form with the price panel beside it (below it on a phone): the page's one mount point. */
export const WithPricePanel = ({ children }: { children: ReactNode }) => (
  <div className={styles.beside}>
    {children}
    <PricePanel />
  </div>
);
