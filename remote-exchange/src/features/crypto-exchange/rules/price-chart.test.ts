import {
  chartGeometry,
  formatPrice,
  formatTick,
  labelAnchor,
  nearestSpot,
  signedPercent,
  trendOf,
} from './price-chart';

const BOX = { width: 104, height: 58, top: 4, right: 0, bottom: 4, left: 4 };
const hours = (prices: string[]) =>
  prices.map((price, i) => ({ at: `2026-11-25T${String(10 + i).padStart(2, '0')}:00:00.000Z`, price }));

test('chartGeometry: lowest price at the bottom, highest at the top, placed by time', () => {
  const geometry = chartGeometry(hours(['10', '30', '20']), '24h', BOX);
  expect(geometry.path).toBe('M4.0 54.0 L54.0 4.0 L104.0 29.0');
  expect(geometry.priceTicks.map((tick) => [tick.value, tick.y])).toEqual([
    [10, 54],
    [15, 41.5],
    [20, 29],
    [25, 16.5],
    [30, 4],
  ]);
  // Every 6 h on the clock: 12:00 falls between the second and third point.
  expect(geometry.timeTicks.map(({ at, x }) => [at.toISOString(), x])).toEqual([
    ['2026-11-25T12:00:00.000Z', 104],
  ]);
  expect(geometry.priceStep).toBe(5);
  expect(chartGeometry([], '24h', BOX)).toEqual({
    path: '',
    spots: [],
    priceTicks: [],
    priceStep: 0,
    timeTicks: [],
  });
  expect(chartGeometry(hours(['5']), '24h', BOX).path).toBe('M54.0 29.0');
});

test('time labels closer than 40 units to the one before are left out', () => {
  // 24 hourly points over 384 − 76 units: a tick every 6 h is ~80 apart; 30 minutes apart would overlap.
  const day = Array.from({ length: 24 }, (_, i) => ({
    at: new Date(Date.UTC(2026, 10, 25, i)).toISOString(),
    price: String(i),
  }));
  const xs = chartGeometry(day, '24h').timeTicks.map((tick) => tick.x);
  expect(xs).toHaveLength(4);
  expect(Math.min(...xs.slice(1).map((x, i) => x - xs[i]!))).toBeGreaterThanOrEqual(40);
  // A week on a narrow chart: midnights ~18 units apart, so only every third keeps its label.
  const week = [0, 7].map((d) => ({
    at: new Date(Date.UTC(2026, 10, 18 + d, 12)).toISOString(),
    price: '1',
  }));
  const narrow = { width: 200, height: 100, top: 0, right: 70, bottom: 0, left: 6 };
  const kept = chartGeometry(week, '7d', narrow).timeTicks.map((tick) => tick.x);
  expect(kept.length).toBe(3);
  expect(Math.min(...kept.slice(1).map((x, i) => x - kept[i]!))).toBeGreaterThanOrEqual(40);
});

test('nearestSpot: the point nearest to a position', () => {
  const spots = [{ x: 0 }, { x: 10 }, { x: 20 }];
  expect([
    nearestSpot(spots, -5),
    nearestSpot(spots, 6),
    nearestSpot(spots, 14),
    nearestSpot(spots, 99),
  ]).toEqual([0, 1, 1, 2]);
  expect(nearestSpot([], 3)).toBe(-1);
});

test('an axis price is written like the panel writes prices, without cents when the steps are whole', () => {
  expect(formatTick(59820, 'EUR', 20)).toBe('€ 59,820');
  expect(formatTick(1.5, 'USD', 0.5)).toBe('$ 1.50');
  expect(formatTick(0.5, 'BTC', 0.1)).toBe('0.50000000 BTC');
});

test('a time label stays inside the plot at either end', () => {
  const box = { width: 384, height: 208, top: 10, right: 70, bottom: 26, left: 6 };
  expect([labelAnchor(10, box), labelAnchor(150, box), labelAnchor(300, box)]).toEqual([
    'start',
    'middle',
    'end',
  ]);
});

test('signed percent and trend', () => {
  expect(signedPercent('1.20')).toBe('+1.20 %');
  expect(signedPercent('-0.45')).toBe('-0.45 %');
  expect(signedPercent('0.00')).toBe('0.00 %');
  expect([trendOf('1.2'), trendOf('-0.1'), trendOf('0.00'), trendOf('-0.00')]).toEqual([
    'up',
    'down',
    'flat',
    'flat',
  ]);
});

test('a price has its currency decimals (money rules)', () => {
  expect(formatPrice('65000.12345678', 'USD')).toBe('$ 65,000.12');
  expect(formatPrice('59800.005', 'EUR')).toBe('€ 59,800.01');
  expect(formatPrice('0.05123456', 'BTC')).toBe('0.05123456 BTC');
});
