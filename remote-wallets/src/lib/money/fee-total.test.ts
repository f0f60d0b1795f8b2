import { checkFunds, feeTotal, isValidAmount, truncateDecimal } from './fee-total';

describe('fee arithmetic on decimal strings', () => {
  it('adds without float drift', () => {
    expect(feeTotal('0.1', '0').total).toBe('0.10');
    expect(feeTotal('0.3', '0').total).toBe('0.30');
    // 0.1 + 0.2 in floats is 0.30000000000000004
    expect(checkFunds('0.1', '200', '0.3')).toEqual({ total: '0.30', fits: true });
  });

  it('takes the percentage rounded down to cents, as the server posts it', () => {
    expect(feeTotal('100', '1')).toEqual({ amount: '100.00', fee: '1.00', total: '101.00' });
    expect(feeTotal('1209.21', '1')).toEqual({ amount: '1209.21', fee: '12.09', total: '1221.30' });
    expect(feeTotal('1088.21', '2')).toEqual({ amount: '1088.21', fee: '21.76', total: '1109.97' });
    expect(feeTotal('0.99', '1').fee).toBe('0.00');
  });

  it('treats a missing fee as none', () => {
    expect(feeTotal('5', undefined).total).toBe('5.00');
  });

  it('accepts exactly the balance and refuses a cent more', () => {
    expect(checkFunds('99', '1', '99.99')).toEqual({ total: '99.99', fits: true });
    expect(checkFunds('99.01', '1', '99.99')).toEqual({ total: '100.00', fits: false });
    expect(checkFunds('1', '1', undefined).fits).toBe(false);
  });

  it('truncates', () => {
    expect(truncateDecimal('12.349')).toBe('12.34');
    expect(truncateDecimal('7')).toBe('7.00');
  });

  it('knows a valid amount', () => {
    expect(isValidAmount('12.5')).toBe(true);
    expect(isValidAmount(' 3 ')).toBe(true);
    for (const bad of ['', '0', '-1', 'abc', '1e3', '1,5', undefined]) expect(isValidAmount(bad)).toBe(false);
  });
});
