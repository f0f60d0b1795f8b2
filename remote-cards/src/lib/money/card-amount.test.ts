import * as v from 'valibot';
import { enTranslator } from '@portal/shared/testing';
import en from '../../locales/en.json';
import { cardAmountField, quotedLimits, type CardAmountRules } from './card-amount';

const t = enTranslator('cards', en);
const range = { min: '10', max: '10000', currency: 'USD' };
const issue = (amount: string, rules: CardAmountRules = range) =>
  v.safeParse(cardAmountField(t, rules), amount).issues?.map((found) => found.message)[0];

describe('card amount field', () => {
  it("wants a number above 0 ('Enter amount')", () => {
    for (const bad of ['', '0', '-5', 'abc', '1e3', '1,5']) expect(issue(bad)).toBe('Enter amount');
  });

  it('quotes the minimum and the maximum with the currency', () => {
    expect(issue('9.99')).toBe('Minimum Amount is 10 USD');
    expect(issue('10000.01', { ...range, max: '10000.00', currency: 'EUR' })).toBe(
      'Maximum Amount is 10000 EUR',
    );
    expect(issue('10')).toBeUndefined();
    expect(issue('10000')).toBeUndefined();
  });

  it('refuses more decimals than the currency has, as the server does (issue 22)', () => {
    expect(issue('10.001')).toBe('Enter an amount with at most 2 decimals.');
    expect(issue('10.50')).toBeUndefined();
    expect(issue('10.500')).toBeUndefined();
  });

  it('ignores the range when the maximum is 0 or unknown', () => {
    expect(issue('1', { min: '10', max: '0', currency: 'USD' })).toBeUndefined();
    expect(issue('1', { min: '10', max: null, currency: 'USD' })).toBeUndefined();
  });

  it("checks the card's balance before the range (card → account)", () => {
    const withBalance = { ...range, balance: '50' };
    expect(issue('60', withBalance)).toBe('Not enough balance');
    expect(issue('5', { ...range, balance: '1' })).toBe('Not enough balance');
    expect(issue('5', withBalance)).toBe('Minimum Amount is 10 USD');
    expect(issue('50', withBalance)).toBeUndefined();
    expect(issue('1', { ...range, balance: null })).toBe('Not enough balance');
  });
});

describe('quoted limits', () => {
  it('are quoted only when a maximum is set', () => {
    expect(quotedLimits('10', '10000')).toEqual({ min: '10', max: '10000' });
    expect(quotedLimits(null, '500')).toEqual({ min: '0', max: '500' });
    expect(quotedLimits('10', '0.00')).toBeUndefined();
    expect(quotedLimits('10', null)).toBeUndefined();
  });
});
