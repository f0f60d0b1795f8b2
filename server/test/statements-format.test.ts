import { describeKind, formatAmount } from '../src/domain/statements/statement-labels';
import { winAnsi } from '../src/domain/statements/win-ansi';

// The statement PDF's text helpers: amounts per language, WinAnsi-only text for the standard font.
test('amounts are grouped and decimal-marked per language, cut to the currency places', () => {
  expect(formatAmount('1234567.50000000', 2, 'en')).toBe('1,234,567.50');
  expect(formatAmount('1234567.50000000', 2, 'fr')).toBe('1\u00a0234\u00a0567,50');
  expect(formatAmount('-0.00000000', 2, 'en')).toBe('0.00');
  expect(formatAmount('-12.345', 2, 'en')).toBe('-12.34');
});

test('names keep what WinAnsi can print and lose only the accents it cannot', () => {
  expect(winAnsi('Dupré € Œuvre')).toBe('Dupré € Œuvre');
  expect(winAnsi('Łukasz Żółć')).toBe('Lukasz Zólc');
  expect(winAnsi('王')).toBe('?');
});

test('movement descriptions come from the ledger kind, in the language', () => {
  expect(describeKind('card-usage', 'fr')).toBe('Achat par carte');
  expect(describeKind('some-new_kind', 'en')).toBe('Some new kind');
});
