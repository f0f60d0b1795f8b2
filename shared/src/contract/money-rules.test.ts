import Big from 'big.js';
import {
  decimalsFor,
  exceedsYearly,
  feeAndTotal,
  fitsDecimals,
  networkFee,
  percentFee,
  rangeIssue,
  toCurrencyPlaces,
  yearlyRemaining,
} from './money-rules';
import { valueCurrency } from './schemas/prices';

describe('decimalsFor', () => {
  it.each([
    ['EUR', 2],
    ['usd', 2],
    ['BTC', 8],
    ['USDT', 8],
  ])('%s has %i decimals', (currency, places) => expect(decimalsFor(currency)).toBe(places));
});

describe('fitsDecimals', () => {
  it.each([
    ['10', 2, true],
    ['10.5', 2, true],
    ['10.50', 2, true],
    ['10.500', 2, true],
    ['10.001', 2, false],
    ['0.00000001', 8, true],
    ['0.000000001', 8, false],
  ])('%s with %i places → %p', (amount, places, fits) => expect(fitsDecimals(amount, places)).toBe(fits));
});

describe('toCurrencyPlaces', () => {
  it.each([
    ['10', 'EUR', '10.00'],
    ['10.999', 'EUR', '10.99'],
    ['0.123456789', 'BTC', '0.12345678'],
    ['', 'USD', '0.00'],
  ])('%s %s → %s', (amount, currency, expected) => expect(toCurrencyPlaces(amount, currency)).toBe(expected));
});

describe('percentFee', () => {
  it.each([
    // amount, percent, currency, fee
    ['0.50', '1', 'EUR', '0.01'], // 0.005 → the one-cent minimum (issue 24)
    ['0.99', '1', 'EUR', '0.01'],
    ['1.99', '1', 'EUR', '0.01'], // 0.0199 cut down
    ['100', '1.5', 'USD', '1.50'],
    ['123.45', '1', 'EUR', '1.23'], // 1.2345 cut, not rounded
    ['10', '0', 'EUR', '0.00'], // no percentage, no minimum
    ['0', '1', 'EUR', '0.00'],
    ['0.0001', '1', 'BTC', '0.00000100'],
    ['0.000001', '1', 'BTC', '0.00000001'], // 1e-8 exactly
    ['0.0000001', '1', 'BTC', '0.00000001'], // the one-satoshi minimum
    ['2', '0.5', 'ETH', '0.01000000'],
  ])('%s at %s %% in %s → %s', (amount, percent, currency, fee) =>
    expect(percentFee(amount, percent, currency)).toBe(fee),
  );

  it('does not depend on the global big.js settings the server sets', () => {
    const { DP, RM } = Big;
    Big.DP = 2;
    Big.RM = Big.roundUp;
    try {
      expect(percentFee('0.0001', '1', 'BTC')).toBe('0.00000100');
      expect(percentFee('123.45', '1', 'EUR')).toBe('1.23');
    } finally {
      Big.DP = DP;
      Big.RM = RM;
    }
  });
});

describe('feeAndTotal', () => {
  it.each([
    ['0.50', '1', 'EUR', { amount: '0.50', fee: '0.01', total: '0.51' }],
    ['0.1', '0', 'EUR', { amount: '0.10', fee: '0.00', total: '0.10' }],
    ['1000', '2.5', 'USD', { amount: '1000.00', fee: '25.00', total: '1025.00' }],
  ])('%s at %s %% in %s', (amount, percent, currency, expected) =>
    expect(feeAndTotal(amount, percent, currency)).toEqual(expected),
  );
});

describe('networkFee', () => {
  it.each([
    ['1', '0.0005', true, '0.00050000'],
    ['2', '0.1', false, '0.00200000'],
    ['0.000001', '0.1', false, '0.00000000'],
  ])('%s with %s (fixed %p) → %s', (amount, fee, fixed, expected) =>
    expect(networkFee(amount, fee, fixed)).toBe(expected),
  );
});

describe('rangeIssue', () => {
  it.each([
    ['5', { min: '10', max: '100' }, 'each', 'min'],
    ['10', { min: '10', max: '100' }, 'each', undefined],
    ['100', { min: '10', max: '100' }, 'each', undefined],
    ['100.01', { min: '10', max: '100' }, 'each', 'max'],
    ['5', { min: '10', max: '0' }, 'each', 'min'], // a max of 0 is "no maximum"
    ['5', { min: '10', max: '0' }, 'whenMax', undefined], // spec 03: no maximum turns the range off
    ['5', { min: '10', max: '100' }, 'whenMax', 'min'],
    ['5', { min: '0', max: undefined }, 'each', undefined],
  ] as const)('%s in %p (%s) → %p', (amount, range, mode, issue) =>
    expect(rangeIssue(amount, range, mode)).toBe(issue),
  );
});

describe('yearly limits', () => {
  it.each([
    ['1000', '250.5', '749.50'],
    ['1000', '1000', '0.00'],
    ['1000', '1200', '0.00'], // clamped: a lowered limit is no negative allowance
  ])('limit %s used %s → %s remaining', (limit, used, remaining) =>
    expect(yearlyRemaining(limit, used)).toBe(remaining),
  );

  it.each([
    ['100', '900', '1000', false],
    ['100.01', '900', '1000', true],
    ['1000000', '900', '0', false], // 0 = no yearly limit
  ])('%s on %s used of %s → exceeds %p', (amount, used, limit, exceeds) =>
    expect(exceedsYearly(amount, used, limit)).toBe(exceeds),
  );
});

test('the value currency is the first fiat account the feed prices, else USD', () => {
  expect(valueCurrency([{ account_currency_type: 'EUR' }, { account_currency_type: 'USD' }])).toBe('EUR');
  expect(valueCurrency([{ account_currency_type: 'GBP' }, { account_currency_type: 'usd' }])).toBe('USD');
  expect(valueCurrency([])).toBe('USD');
  expect(valueCurrency(undefined)).toBe('USD');
});
