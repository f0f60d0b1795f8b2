import { useId } from 'react';
import type { PriceRange } from '@portal/shared/contract';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';
import { CHART_SIZE, chartPath, formatPrice, signedPercent, trendOf } from '../rules/price-chart';
import styles from './price-panel.module.css';

export type PriceChartProps = {
  coin: string;
  currency: string;
  range: PriceRange;
  points: readonly { at: string; price: string }[];
  low: string;
  high: string;
  change: string;
};

/** A small inline SVG line of the range's prices, named for screen readers, with its low/high/change in text. */
export const PriceChart = ({ coin, currency, range, points, low, high, change }: PriceChartProps) => {
  const { t } = useExchangeTranslation();
  const titleId = useId();
  const summary = t('cryptoExchange.price.summary', {
    low: formatPrice(low, currency),
    high: formatPrice(high, currency),
    change: signedPercent(change),
  });
  return (
    <figure className={styles.chart} data-range={range} data-points={points.length}>
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${CHART_SIZE.width} ${CHART_SIZE.height}`}
        className={styles.svg}
        preserveAspectRatio="none"
      >
        <title id={titleId}>
          {t('cryptoExchange.price.chartName', {
            pair: `${coin}/${currency}`,
            range: t(`cryptoExchange.price.rangeNames.${range}`),
          })}
        </title>
        <path d={chartPath(points)} className={styles.line} data-trend={trendOf(change)} />
      </svg>
      <figcaption className={styles.summary} data-summary>
        {summary}
      </figcaption>
    </figure>
  );
};
