import { valueCurrency, walletValue } from './wallet-value';

test('the value currency is the first fiat account the feed prices, else USD', () => {
  expect(valueCurrency([{ account_currency_type: 'EUR' }, { account_currency_type: 'USD' }])).toBe('EUR');
  expect(valueCurrency([{ account_currency_type: 'GBP' }, { account_currency_type: 'usd' }])).toBe('USD');
  expect(valueCurrency([])).toBe('USD');
  expect(valueCurrency(undefined)).toBe('USD');
});

test('value = balance × price, cut to the currency decimals', () => {
  expect(walletValue('0.75', '65000.12345678', 'USD')).toBe('48750.09');
  expect(walletValue('0.00000001', '59800', 'EUR')).toBe('0.00');
  expect(walletValue(null, '3200', 'USD')).toBe('0.00');
  expect(walletValue('1', undefined, 'USD')).toBeUndefined();
});
