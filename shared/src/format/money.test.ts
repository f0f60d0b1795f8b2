import { formatAmount, formatCrypto, formatFiat, maskText } from './money';

describe('money formatting', () => {
  it('formats fiat with the spec prefixes and two decimals', () => {
    expect(formatFiat('1234.5', 'USD')).toBe('$ 1,234.50');
    expect(formatFiat('1234567.891', 'EUR')).toBe('€ 1,234,567.89');
    expect(formatFiat('0', 'USD')).toBe('$ 0.00');
    expect(formatFiat(null, 'EUR')).toBe('€ 0.00');
    expect(formatFiat('-12.345', 'USD')).toBe('$ -12.35');
    expect(formatFiat('10', 'CAD')).toBe('10.00 CAD');
    // A chart axis with whole steps.
    expect(formatFiat('62000', 'EUR', 0)).toBe('€ 62,000');
  });

  it('keeps precision of large decimal strings', () => {
    expect(formatAmount('12345678901234567.125')).toBe('12,345,678,901,234,567.13');
  });

  it('formats crypto with 8 or 6 decimals', () => {
    expect(formatCrypto('0.00000001', 'BTC')).toBe('0.00000001 BTC');
    expect(formatCrypto('1.5')).toBe('1.50000000');
    expect(formatCrypto('2.1234567', 'ETH', 6)).toBe('2.123457 ETH');
  });

  it('masks text with asterisks', () => {
    expect(maskText('1234567890', 4)).toBe('******7890');
    expect(maskText('abc')).toBe('***');
  });
});
