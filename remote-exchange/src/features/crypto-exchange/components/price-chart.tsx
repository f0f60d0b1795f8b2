import { useId, useMemo } from 'react';
import type { PriceRange } from '@portal/shared/contract';
import { formatDate } from '@portal/shared';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';
import { useChartCursor } from '../hooks/use-chart-cursor';
import {
  CHART_LAYOUT as BOX,
  chartGeometry,
  formatPrice,
  formatTick,
  labelAnchor,
  signedPercent,
  TIME_AXIS,
  trendOf,
} from '../rules/price-chart';
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

const plotRight = BOX.width - BOX.right;
const plotBottom = BOX.height - BOX.bottom;

/** The range's prices as a line with a price axis (right) and a time axis (below). The pointer or the arrow keys
 * move a cursor whose price and time are read out above the chart (and announced); low, high and change in text. */
export const PriceChart = ({ coin, currency, range, points, low, high, change }: PriceChartProps) => {
  const { t } = useExchangeTranslation();
  const captionId = useId();
  const geometry = useMemo(() => chartGeometry(points, range), [points, range]);
  const { index, ...handlers } = useChartCursor(geometry.spots, BOX.width);
  const spot = index === undefined ? undefined : geometry.spots[index];
  const axis = TIME_AXIS[range];
  const readout = (at: number) =>
    t('cryptoExchange.price.at', {
      price: formatPrice(points[at]!.price, currency),
      time: formatDate(points[at]!.at, axis.cursor),
    });
  const last = points.length - 1;
  return (
    <figure className={styles.chart} data-range={range} data-points={points.length}>
      <p className={styles.readout} data-chart-readout>
        {index === undefined ? t(`cryptoExchange.price.rangeTitles.${range}`) : readout(index)}
      </p>
      {/* A slider over the points: the arrow keys move the cursor and a screen reader reads each point out. */}
      <div
        className={styles.plot}
        role="slider"
        tabIndex={0}
        aria-label={t('cryptoExchange.price.chartName', {
          pair: `${coin}/${currency}`,
          range: t(`cryptoExchange.price.rangeNames.${range}`),
        })}
        aria-valuemin={0}
        aria-valuemax={Math.max(last, 0)}
        aria-valuenow={index ?? Math.max(last, 0)}
        aria-valuetext={last < 0 ? undefined : readout(index ?? last)}
        aria-describedby={captionId}
        {...handlers}
      >
        <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} className={styles.svg} aria-hidden="true">
          {geometry.priceTicks.map(({ value, y }) => (
            <g key={value} data-price-tick>
              <line x1={BOX.left} x2={plotRight} y1={y} y2={y} className={styles.grid} />
              <text x={plotRight + 6} y={y} dominantBaseline="middle" className={styles.tick}>
                {formatTick(value, currency, geometry.priceStep)}
              </text>
            </g>
          ))}
          {geometry.timeTicks.map(({ at, x }) => (
            <text
              key={at.getTime()}
              x={x}
              y={BOX.height - 6}
              textAnchor={labelAnchor(x)}
              className={styles.tick}
              data-time-tick
            >
              {formatDate(at, axis.format)}
            </text>
          ))}
          <line x1={BOX.left} x2={plotRight} y1={plotBottom} y2={plotBottom} className={styles.axis} />
          <path d={geometry.path} className={styles.line} data-trend={trendOf(change)} />
          {spot ? (
            <g data-chart-cursor>
              <line x1={spot.x} x2={spot.x} y1={BOX.top} y2={plotBottom} className={styles.cursor} />
              <circle cx={spot.x} cy={spot.y} r={4} className={styles.dot} />
            </g>
          ) : null}
        </svg>
      </div>
      <figcaption id={captionId} className={styles.summary} data-summary>
        {t('cryptoExchange.price.summary', {
          low: formatPrice(low, currency),
          high: formatPrice(high, currency),
          change: signedPercent(change),
        })}
      </figcaption>
    </figure>
  );
};
