import { decimalsFor, FIAT_DECIMALS } from '@portal/shared/contract';
import { compare, formatAmount, formatFiat } from '@portal/shared';

export type ChartPoint = { at: string; price: string };
export type ChartSize = { width: number; height: number; pad: number };

export const CHART_SIZE: ChartSize = { width: 320, height: 120, pad: 4 };

/** SVG path of a price line. Numbers here are pixel positions only: no amount is computed from them. */
export const chartPath = (points: readonly ChartPoint[], size: ChartSize = CHART_SIZE): string => {
  if (points.length === 0) return '';
  const values = points.map((p) => Number(p.price));
  const low = Math.min(...values);
  const span = Math.max(...values) - low || 1;
  const stepX = (size.width - 2 * size.pad) / Math.max(points.length - 1, 1);
  const y = (value: number) => size.height - size.pad - ((value - low) / span) * (size.height - 2 * size.pad);
  return values
    .map((value, i) => `${i === 0 ? 'M' : 'L'}${(size.pad + i * stepX).toFixed(1)} ${y(value).toFixed(1)}`)
    .join(' ');
};

/** "+1.20 %", "-0.45 %", "0.00 %": a change always shows its direction. */
export const signedPercent = (percent: string): string =>
  `${compare(percent, 0) > 0 ? '+' : ''}${percent.trim()} %`;

/** A price with its quote currency's decimals (money rules): "$ 65,000.12", "€ 59,800.00". */
export const formatPrice = (price: string, currency: string): string =>
  decimalsFor(currency) === FIAT_DECIMALS
    ? formatFiat(price, currency)
    : `${formatAmount(price, decimalsFor(currency))} ${currency}`;

/** "up", "down" or "flat": the chart line's colour follows it. */
export const trendOf = (percent: string): 'up' | 'down' | 'flat' =>
  (({ 1: 'up', '-1': 'down', 0: 'flat' }) as const)[compare(percent, 0)];
