import { walletValue } from './wallet-value';

test('value = balance × price, cut to the currency decimals', () => {
  expect(walletValue('0.75', '65000.12345678', 'USD')).toBe('48750.09');
  expect(walletValue('0.00000001', '59800', 'EUR')).toBe('0.00');
  expect(walletValue(null, '3200', 'USD')).toBe('0.00');
  expect(walletValue('1', undefined, 'USD')).toBeUndefined();
});
