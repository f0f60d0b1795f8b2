import * as v from 'valibot';
import { enTranslator } from '@portal/shared/testing';
import en from '../locales/en.json';
import { orderAmountMessage, walletMessage } from './order-rules';
import { orderSchema, swapSchema } from './order-schema';

const t = enTranslator('cryptoExchange', en);
const usd = { min: '10.00', max: '100000.00', currency: 'USD', balance: '25000.00' };
const btc = { min: '0.00015384', max: '1.53846153', currency: 'BTC', balance: '0.75' };
const issues = (result: { issues?: { message: string }[] }) =>
  (result.issues ?? []).map((issue) => issue.message);

describe('spec 03 §5 order amount messages', () => {
  it('a buy: placeholder message, > 0, min and max in the account currency, balance', () => {
    expect(orderAmountMessage(t, '', usd)).toBe('Enter amount');
    expect(orderAmountMessage(t, 'abc', usd)).toBe('Enter amount');
    expect(orderAmountMessage(t, '-5', usd)).toBe('Enter amount');
    expect(orderAmountMessage(t, '0', usd)).toBe('You must enter amount greater than zero');
    expect(orderAmountMessage(t, '0.00', usd)).toBe('You must enter amount greater than zero');
    expect(orderAmountMessage(t, '9.99', usd)).toBe('Minimum Amount is 10 USD');
    expect(orderAmountMessage(t, '100000.01', usd)).toBe('Maximum Amount is 100000 USD');
    expect(orderAmountMessage(t, '25000.01', usd)).toBe('Not enough balance');
    expect(orderAmountMessage(t, '25000', usd)).toBeUndefined();
    expect(orderAmountMessage(t, ' 10 ', usd)).toBeUndefined();
  });

  it('a sell or swap: limits in coin units with 8 decimals, against the wallet', () => {
    expect(orderAmountMessage(t, '0.0001', btc)).toBe('Minimum Amount is 0.00015384 BTC');
    expect(orderAmountMessage(t, '2', btc)).toBe('Maximum Amount is 1.53846153 BTC');
    expect(orderAmountMessage(t, '0.76', btc)).toBe('Not enough balance');
    expect(orderAmountMessage(t, '0.75', btc)).toBeUndefined();
  });

  it('no more decimals than the currency has: 2 for a buy in fiat, 8 for a coin (the server refuses more)', () => {
    expect(orderAmountMessage(t, '10.001', usd)).toBe('Enter an amount with at most 2 decimals');
    expect(orderAmountMessage(t, '10.010', usd)).toBeUndefined();
    expect(orderAmountMessage(t, '0.000200001', btc)).toBe('Enter an amount with at most 8 decimals');
    expect(orderAmountMessage(t, '0.00020001', btc)).toBeUndefined();
  });

  it('no limit when min/max are 0 or unknown; the balance still counts', () => {
    expect(orderAmountMessage(t, '0.01', { currency: 'EUR', balance: '1' })).toBeUndefined();
    expect(orderAmountMessage(t, '5', { min: '0', max: '0', currency: 'EUR', balance: '1' })).toBe(
      'Not enough balance',
    );
  });

  it('missing wallets', () => {
    expect(walletMessage(t, ['0xabc'])).toBeUndefined();
    expect(walletMessage(t, [null])).toBe('Please generate your crypto wallet to proceed.');
    expect(walletMessage(t, ['0xabc', ''])).toBe('Please generate your both crypto wallet to proceed.');
    expect(walletMessage(t, ['0xabc', '0xdef'])).toBeUndefined();
  });
});

describe('order forms', () => {
  it('buy/sell need a crypto and an account', () => {
    const schema = orderSchema(t, usd);
    expect(issues(v.safeParse(schema, { crypto: '', account: '', amount: '' }))).toEqual([
      'Please Select Crypto',
      'Select your account',
      'Enter amount',
    ]);
    expect(v.safeParse(schema, { crypto: '3', account: '1', amount: '100' }).success).toBe(true);
  });

  it('checks the amount against the bounds it was built with (rebuilt as the chosen account or coin changes)', () => {
    const values = { crypto: '3', account: '1', amount: '5' };
    expect(issues(v.safeParse(orderSchema(t, usd), values))).toEqual(['Minimum Amount is 10 USD']);
    expect(v.safeParse(orderSchema(t, { ...usd, min: '1.00', currency: 'EUR' }), values).success).toBe(true);
  });

  it('a swap needs two different coins', () => {
    const schema = swapSchema(t, btc);
    expect(issues(v.safeParse(schema, { from: '', to: '', amount: '0.1' }))).toEqual([
      'Please Select Crypto',
      'Please Select Crypto',
    ]);
    expect(issues(v.safeParse(schema, { from: '3', to: '3', amount: '0.1' }))).toEqual([
      'Please Select Diffrent Crypto Currency for Swap',
    ]);
    expect(issues(v.safeParse(schema, { from: '3', to: '4', amount: '0' }))).toEqual([
      'You must enter amount greater than zero',
    ]);
    expect(v.safeParse(schema, { from: '3', to: '4', amount: '0.1' }).success).toBe(true);
  });
});
