import { amountProblem } from './amount-rules';

describe('amountProblem', () => {
  it.each(['', 'abc', '0', '0.00000000', '-1', '1e5', '1,5'])(
    '%p is not an amount greater than zero',
    (amount) => {
      expect(amountProblem(amount, {})).toEqual({ key: 'greaterThanZero' });
    },
  );

  it('enforces min and max only when they are positive', () => {
    expect(amountProblem('0.5', { min: '1', max: '10' })).toEqual({ key: 'minimum', min: '1' });
    expect(amountProblem('10.00000001', { min: '1', max: '10' })).toEqual({ key: 'maximum', max: '10' });
    expect(amountProblem('10', { min: '1', max: '10' })).toBeUndefined();
    expect(amountProblem('1', { min: '1', max: '10' })).toBeUndefined();
    expect(amountProblem('0.00000001', { min: '0', max: '0' })).toBeUndefined();
    expect(amountProblem('99999', { min: null, max: undefined })).toBeUndefined();
  });

  it('compares decimals exactly (no float drift)', () => {
    expect(amountProblem('0.3', { max: '0.30000000' })).toBeUndefined();
    expect(amountProblem('0.30000001', { max: '0.3' })).toEqual({ key: 'maximum', max: '0.3' });
  });
});
