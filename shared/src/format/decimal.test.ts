import {
  add,
  compare,
  div,
  fitsBalance,
  isPositiveDecimal,
  mul,
  percentOf,
  sub,
  toFixedDecimal,
} from './decimal';

describe('decimal helpers', () => {
  it('adds without float drift', () => {
    expect(add('0.1', '0.2')).toBe('0.3');
    expect(add('1.005', '2', '0.00000001')).toBe('3.00500001');
  });

  it('subtracts, multiplies, divides and takes percentages', () => {
    expect(sub('10', '0.3')).toBe('9.7');
    expect(mul('0.1', '3')).toBe('0.3');
    expect(div('1', '3', 8)).toBe('0.33333333');
    expect(div('1', '0')).toBe('0');
    expect(percentOf('200', '1.5')).toBe('3');
    expect(percentOf('0.00000003', '50')).toBe('0.000000015');
  });

  it('compares and checks amount + fee ≤ balance', () => {
    expect(compare('1.10', '1.1')).toBe(0);
    expect(compare('2', '10')).toBe(-1);
    expect(compare('10', '2')).toBe(1);
    expect(fitsBalance('99.7', '0.3', '100')).toBe(true);
    expect(fitsBalance('99.71', '0.3', '100')).toBe(false);
  });

  it('recognises positive decimals only', () => {
    expect(isPositiveDecimal('0.01')).toBe(true);
    expect(isPositiveDecimal('0')).toBe(false);
    expect(isPositiveDecimal('-1')).toBe(false);
    expect(isPositiveDecimal('abc')).toBe(false);
    expect(isPositiveDecimal('1e5')).toBe(false);
    expect(isPositiveDecimal('')).toBe(false);
  });

  it('rounds half-up to fixed decimals', () => {
    expect(toFixedDecimal('1.005', 2)).toBe('1.01');
    expect(toFixedDecimal('2', 2)).toBe('2.00');
  });
});
