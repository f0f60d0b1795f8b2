import { afterFee, networkFee, truncate8 } from './network-fee';

describe('network fee (fixed or percent, 8-decimal strings)', () => {
  it('fixed: the fee amount itself, 8 decimals', () => {
    expect(networkFee('1', '0.0002', true)).toBe('0.00020000');
    expect(networkFee('', '0.0002', true)).toBe('0.00020000');
  });

  it('percent: amount × percent ÷ 100, cut to 8 decimals like the server', () => {
    expect(networkFee('0.12345678', '0.5', false)).toBe('0.00061728');
    expect(networkFee('100', '0.5', false)).toBe('0.50000000');
    expect(networkFee('0.3', '10', false)).toBe('0.03000000');
    expect(networkFee('abc', '0.5', false)).toBe('0.00000000');
  });

  it('no float drift: 0.1 + 0.2 style sums stay exact', () => {
    expect(afterFee('0.3', networkFee('0.3', '0.1', true))).toBe('0.20000000');
    expect(afterFee('1.00000001', '0.00000001')).toBe('1.00000000');
    expect(afterFee('0.0001', '0.0002')).toBe('0.00000000');
  });

  it('truncate8 pads and cuts', () => {
    expect(truncate8('1')).toBe('1.00000000');
    expect(truncate8('0.123456789')).toBe('0.12345678');
    expect(truncate8('-0.5')).toBe('-0.50000000');
  });
});
