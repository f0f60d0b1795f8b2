import {
  feeOf,
  isActiveLimit,
  isAmountText,
  rangeIssue,
  totalWithFee,
  yearlyRemaining,
} from './amount-rules';

describe('amount rules on decimal strings', () => {
  it('accepts plain decimals only', () => {
    expect(isAmountText('12')).toBe(true);
    expect(isAmountText(' 12.50 ')).toBe(true);
    for (const bad of ['', 'abc', '-1', '1e3', '1.', '.5', '1,5']) expect(isAmountText(bad)).toBe(false);
  });

  it('treats 0 or a missing limit as no limit', () => {
    expect(isActiveLimit('0')).toBe(false);
    expect(isActiveLimit(undefined)).toBe(false);
    expect(isActiveLimit('0.01')).toBe(true);
    expect(rangeIssue('999999', '10', '0')).toBeUndefined();
  });

  it('compares against min and max exactly', () => {
    expect(rangeIssue('9.99', '10.00', '50000.00')).toBe('min');
    expect(rangeIssue('10', '10.00', '50000.00')).toBeUndefined();
    expect(rangeIssue('50000.00', '10.00', '50000.00')).toBeUndefined();
    expect(rangeIssue('50000.01', '10.00', '50000.00')).toBe('max');
    // 0.1 + 0.2 as floats is 0.30000000000000004 > 0.3
    expect(rangeIssue('0.3', '0.1', '0.3')).toBeUndefined();
  });

  it('computes the yearly remaining without float drift', () => {
    expect(yearlyRemaining('250000.00', '14519.09')).toBe('235480.91');
    expect(yearlyRemaining('0.3', '0.1')).toBe('0.20');
    expect(yearlyRemaining('0.3', '0.2')).toBe('0.10');
    expect(yearlyRemaining('250000.00', '5017150.00')).toBe('0.00');
  });

  it('computes fees and totals on decimals', () => {
    expect(feeOf('100', '1')).toBe('1.00');
    expect(feeOf('0.1', '200')).toBe('0.20');
    expect(totalWithFee('0.1', '200')).toBe('0.30');
    expect(totalWithFee('1234.56', '2')).toBe('1259.25');
  });
});
