import { chartPath, formatPrice, signedPercent, trendOf } from './price-chart';

test('chartPath: lowest price at the bottom, highest at the top, evenly spaced', () => {
  const points = ['10', '30', '20'].map((price) => ({ at: '', price }));
  expect(chartPath(points, { width: 104, height: 58, pad: 4 })).toBe('M4.0 54.0 L52.0 4.0 L100.0 29.0');
  expect(chartPath([])).toBe('');
  expect(chartPath([{ at: '', price: '5' }], { width: 10, height: 10, pad: 0 })).toBe('M0.0 10.0');
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
