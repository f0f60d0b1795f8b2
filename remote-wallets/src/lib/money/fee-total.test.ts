import { feeTotal, isValidAmount } from './fee-total';

describe('fee and total on decimal strings', () => {
  it('adds without float drift', () => {
    expect(feeTotal('0.1', '0', 'EUR').total).toBe('0.10');
    expect(feeTotal('0.3', '0', 'EUR').total).toBe('0.30');
    expect(feeTotal('0.1', '200', 'EUR').total).toBe('0.30');
  });

  it('cuts the fee to cents as the server posts it', () => {
    expect(feeTotal('100', '1', 'EUR')).toEqual({ amount: '100.00', fee: '1.00', total: '101.00' });
    expect(feeTotal('1209.21', '1', 'EUR')).toEqual({ amount: '1209.21', fee: '12.09', total: '1221.30' });
    expect(feeTotal('1088.21', '2', 'USD')).toEqual({ amount: '1088.21', fee: '21.76', total: '1109.97' });
  });

  it('shows the one-cent minimum fee the server charges (issue 24: 1 % of 0.50 EUR is 0.01, not 0.00)', () => {
    expect(feeTotal('0.50', '1', 'EUR')).toEqual({ amount: '0.50', fee: '0.01', total: '0.51' });
    expect(feeTotal('0.99', '1', 'EUR').fee).toBe('0.01');
  });

  it('treats a missing percentage as no fee', () => {
    expect(feeTotal('5', undefined, 'EUR').total).toBe('5.00');
  });

  it('accepts only positive numbers', () => {
    expect(isValidAmount(' 12.5 ')).toBe(true);
    for (const bad of ['', '0', '-1', 'abc', undefined]) expect(isValidAmount(bad)).toBe(false);
  });
});
