import { formatIban, formatParty, looksLikeIban } from './bank';

test('an IBAN is printed in groups of four, whatever spacing it came with', () => {
  expect(formatIban('GB11PORT00000000000001')).toBe('GB11 PORT 0000 0000 0000 01');
  expect(formatIban('de89 3704 0044 0532 0130 00')).toBe('DE89 3704 0044 0532 0130 00');
  expect(formatIban('FR14')).toBe('FR14');
  expect(formatIban(null)).toBe('');
});

test('a party is printed as an IBAN only when it is one', () => {
  expect(looksLikeIban('FR1420041010050500013M02606')).toBe(true);
  expect(looksLikeIban('Paula Martin virtual wallet')).toBe(false);
  expect(looksLikeIban('GB11')).toBe(false);
  expect(formatParty('FR1420041010050500013M02606')).toBe('FR14 2004 1010 0505 0001 3M02 606');
  expect(formatParty('Northwind Payroll GmbH')).toBe('Northwind Payroll GmbH');
  expect(formatParty(undefined)).toBe('');
});
