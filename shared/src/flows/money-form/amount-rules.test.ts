import * as v from 'valibot';
import { amountField, amountIssue, amountMessage, type AmountMessages } from './amount-rules';

const messages: AmountMessages = {
  invalid: 'Enter amount',
  notPositive: 'You must enter amount greater than zero',
  minimum: 'Minimum Amount is 10.00',
  maximum: 'Maximum Amount is 100.00',
  balance: (total) => `Insufficient balance. Total required (including fees): ${total}`,
};
const issue = (value: string, rules = {}) => amountIssue(value, rules)?.issue;

describe('amount rules of the money forms', () => {
  it('refuses what is not a plain positive number, and says empty apart', () => {
    expect(issue('')).toBe('empty');
    expect(issue('  ')).toBe('empty');
    for (const bad of ['abc', '12abc', '-1', '1e5', '1,5', '.5', '1.']) expect(issue(bad)).toBe('invalid');
    expect(issue('0')).toBe('notPositive');
    expect(issue('0.00')).toBe('notPositive');
    expect(issue(' 12.5 ')).toBeUndefined();
  });

  it('refuses more decimals than the currency has (fiat by default, 8 for a coin)', () => {
    expect(issue('10.505')).toBe('decimals');
    expect(issue('10.500')).toBeUndefined();
    expect(issue('0.12345678', { currency: 'BTC' })).toBeUndefined();
    expect(issue('0.123456789', { currency: 'BTC' })).toBe('decimals');
    expect(issue('0.001', { currency: 'USD' })).toBe('decimals');
  });

  it('checks each active bound, or both only when a maximum is set (spec 03)', () => {
    expect(issue('9.99', { min: '10', max: '100' })).toBe('min');
    expect(issue('100.01', { min: '10', max: '100' })).toBe('max');
    expect(issue('100', { min: '10', max: '100' })).toBeUndefined();
    expect(issue('5', { min: '10' })).toBe('min');
    expect(issue('5', { min: '10', range: 'whenMax' })).toBeUndefined();
    expect(issue('5', { min: '10', max: '0', range: 'whenMax' })).toBeUndefined();
    expect(issue('5', { min: '10', max: '20', range: 'whenMax' })).toBe('min');
  });

  it('checks amount + fee against the balance, with the total it needed', () => {
    expect(amountIssue('99', { balance: '99.99', feePercent: '1' })).toBeUndefined();
    expect(amountIssue('99.01', { balance: '99.99', feePercent: '1' })).toEqual({
      issue: 'balance',
      total: '100.00',
    });
    expect(amountIssue('0.50', { balance: '0.50', feePercent: '1' })?.total).toBe('0.51');
    expect(issue('10', { balance: '9.99' })).toBe('balance');
    expect(issue('10', { balance: null })).toBe('balance');
    expect(issue('10', {})).toBeUndefined();
  });

  it('checks the range before the balance, unless the spec lists the balance first', () => {
    expect(issue('200', { max: '100', balance: '50' })).toBe('max');
    expect(issue('200', { max: '100', balance: '50', balanceFirst: true })).toBe('balance');
  });

  it('gives the form its own message for each rule', () => {
    expect(amountMessage('', {}, messages)).toBe('Enter amount');
    expect(amountMessage('', {}, { ...messages, empty: 'Please enter amount' })).toBe('Please enter amount');
    expect(amountMessage('0', {}, messages)).toBe('You must enter amount greater than zero');
    expect(amountMessage('0', {}, { ...messages, notPositive: undefined })).toBe('Enter amount');
    expect(amountMessage('5', { min: '10' }, messages)).toBe('Minimum Amount is 10.00');
    expect(amountMessage('500', { max: '100' }, messages)).toBe('Maximum Amount is 100.00');
    expect(amountMessage('99.01', { balance: '99.99', feePercent: '1' }, messages)).toBe(
      'Insufficient balance. Total required (including fees): 100.00',
    );
    expect(amountMessage('10.555', {}, messages)).toBe('Enter an amount with at most 2 decimals.');
  });

  it('is a valibot field with one message at a time', () => {
    const schema = v.object({ amount: amountField({ min: '10', max: '100' }, messages) });
    const problems = (amount: unknown) =>
      (v.safeParse(schema, { amount }).issues ?? []).map((found) => found.message);
    expect(problems('50')).toEqual([]);
    expect(problems('5')).toEqual(['Minimum Amount is 10.00']);
    expect(problems(undefined)).toEqual(['Enter amount']);
  });
});
