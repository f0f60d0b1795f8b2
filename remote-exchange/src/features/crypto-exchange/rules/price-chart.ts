import { bisectCenter, tickStep, ticks } from 'd3-array';
import { type TimeInterval, timeDay, timeHour, timeMonday } from 'd3-time';
import { decimalsFor, FIAT_DECIMALS, type PriceRange } from '@portal/shared/contract';
import { compare, formatAmount, formatFiat } from '@portal/shared';

export type ChartPoint = { at: string; price: string };
/** The SVG's coordinate box and the room kept for the axes: prices on the right, times below. */
export type ChartLayout = {
  width: number;
  height: number;
  top: number;
  right: number;
  bottom: number;
  left: number;
};
export type ChartGeometry = {
  path: string;
  /** Each point's position, in the order given (the cursor moves along them). */
  spots: { x: number; y: number }[];
  priceTicks: { value: number; y: number }[];
  /** The distance between two price ticks. */
  priceStep: number;
  timeTicks: { at: Date; x: number }[];
};

export const CHART_LAYOUT: ChartLayout = { width: 384, height: 208, top: 10, right: 70, bottom: 26, left: 6 };

/** Each range reads differently: a day by the hour, a week by weekday, a month by its Mondays' dates. */
export const TIME_AXIS: Record<PriceRange, { interval: TimeInterval; format: string; cursor: string }> = {
  '24h': { interval: timeHour.every(6)!, format: 'hh:mm A', cursor: 'hh:mm A' },
  '7d': { interval: timeDay, format: 'ddd', cursor: 'ddd D, hh:mm A' },
  '30d': { interval: timeMonday, format: 'MMM D', cursor: 'MMM D, hh:mm A' },
};

/** Labels closer than this to the previous one are left out, so none overlaps (a French weekday is ~30 units). */
const LABEL_GAP = 40;
const spaced = <T extends { x: number }>(ticks: T[]): T[] =>
  ticks.reduce<T[]>((kept, tick) => {
    const previous = kept.at(-1);
    return previous && tick.x - previous.x < LABEL_GAP ? kept : [...kept, tick];
  }, []);

/** Pixel positions of a range's prices and its axes' ticks. Numbers here are positions only: no amount is
 * computed from them (the labels format the prices as sent). */
export const chartGeometry = (
  points: readonly ChartPoint[],
  range: PriceRange,
  layout: ChartLayout = CHART_LAYOUT,
): ChartGeometry => {
  if (points.length === 0) return { path: '', spots: [], priceTicks: [], priceStep: 0, timeTicks: [] };
  const values = points.map((p) => Number(p.price));
  const times = points.map((p) => Date.parse(p.at));
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const [start, end] = [Math.min(...times), Math.max(...times)];
  const [bottom, top] = low === high ? [low - 1, high + 1] : [low, high];
  const plotWidth = layout.width - layout.left - layout.right;
  const plotHeight = layout.height - layout.top - layout.bottom;
  const xOf = (time: number) =>
    layout.left + (end === start ? plotWidth / 2 : ((time - start) / (end - start)) * plotWidth);
  const yOf = (value: number) => layout.top + plotHeight - ((value - bottom) / (top - bottom)) * plotHeight;
  const spots = values.map((value, i) => ({ x: xOf(times[i]!), y: yOf(value) }));
  return {
    path: spots.map(({ x, y }, i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`).join(' '),
    spots,
    priceTicks: ticks(bottom, top, 4).map((value) => ({ value, y: yOf(value) })),
    priceStep: tickStep(bottom, top, 4),
    timeTicks: spaced(
      TIME_AXIS[range].interval
        .range(new Date(start), new Date(end + 1))
        .map((at) => ({ at, x: xOf(at.getTime()) })),
    ),
  };
};

/** The point nearest to a horizontal position (the pointer's). */
export const nearestSpot = (spots: readonly { x: number }[], x: number): number =>
  spots.length === 0
    ? -1
    : bisectCenter(
        spots.map((spot) => spot.x),
        x,
      );

/** An axis price, written as the panel writes prices; a fiat axis whose steps are whole drops the cents
 * ("€ 62,000"), so the labels stay short on a phone. */
export const formatTick = (value: number, currency: string, step: number): string =>
  decimalsFor(currency) === FIAT_DECIMALS && Number.isInteger(step)
    ? formatFiat(value.toFixed(0), currency, 0)
    : formatPrice(value.toFixed(decimalsFor(currency)), currency);

/** Where a time label sits against its tick: inside the plot at either end, centred elsewhere. */
export const labelAnchor = (x: number, layout: ChartLayout = CHART_LAYOUT): 'start' | 'middle' | 'end' => {
  const room = 28;
  if (x - room < layout.left) return 'start';
  if (x + room > layout.width - layout.right) return 'end';
  return 'middle';
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
