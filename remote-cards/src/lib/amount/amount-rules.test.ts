import { enTranslator } from '@portal/shared/testing';
import en from '../../locales/en.json';
import { amountIssue } from './amount-rules';

const t = enTranslator('cards', en);
const range = { min: '10', max: '10000', currency: 'USD' };

describe('card amount rules', () => {
  it("wants a number above 0 ('Enter amount')", () => {
    for (const bad of ['', '0', '-5', 'abc', '1e3', '1,5'])
      expect(amountIssue(t, bad, range)).toBe('Enter amount');
  });

  it('quotes the minimum and the maximum with the currency', () => {
    expect(amountIssue(t, '9.99', range)).toBe('Minimum Amount is 10 USD');
    expect(amountIssue(t, '10000.01', { ...range, max: '10000.00', currency: 'EUR' })).toBe(
      'Maximum Amount is 10000 EUR',
    );
    expect(amountIssue(t, '10', range)).toBeUndefined();
    expect(amountIssue(t, '10000', range)).toBeUndefined();
  });

  it('refuses more decimals than the currency has, as the server does (issue 22)', () => {
    expect(amountIssue(t, '10.001', range)).toBe('Enter an amount with at most 2 decimals');
    expect(amountIssue(t, '10.50', range)).toBeUndefined();
    expect(amountIssue(t, '10.500', range)).toBeUndefined();
  });

  it('ignores the range when the maximum is 0', () => {
    expect(amountIssue(t, '1', { min: '10', max: '0', currency: 'USD' })).toBeUndefined();
  });
});
