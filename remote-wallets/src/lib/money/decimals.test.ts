import { hasAtMostDecimals } from './decimals';

describe('hasAtMostDecimals', () => {
  it('accepts whole amounts and up to the currency decimals', () => {
    for (const value of ['10', '10.', '10.5', '10.50', ' 0.01 '])
      expect(hasAtMostDecimals(value, 2)).toBe(true);
    expect(hasAtMostDecimals('0.12345678', 8)).toBe(true);
  });

  it('refuses more decimals than the currency has; trailing zeros cut nothing, so the server takes them', () => {
    expect(hasAtMostDecimals('10.505', 2)).toBe(false);
    expect(hasAtMostDecimals('1.12345678901234567890', 2)).toBe(false);
    expect(hasAtMostDecimals('10.500', 2)).toBe(true);
    expect(hasAtMostDecimals('0.123456789', 8)).toBe(false);
  });
});
