import * as v from 'valibot';
import { addAppTranslations, setLanguage, translateMessage } from '@portal/shared';
import { NAMESPACE } from '../../../app/namespace';
import { translations } from '../../../app/translations';
import { ibanTransferSchema, ibanWithdrawalSchema } from './iban-money-rules';

addAppTranslations(NAMESPACE, translations);

const balances: Record<string, string> = { EUR: '202.00', USD: '10.00' };
const context = { balanceOf: (c: string) => balances[c] };
const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => translateMessage(issue.message));
};

describe('IBAN transfer to the virtual wallet', () => {
  const schema = ibanTransferSchema({ ...context, feePercent: '1' });
  beforeAll(() => setLanguage('en'));

  it('wants an amount, numeric and positive', () => {
    expect(messages(schema, { currency: 'EUR', amount: '' })).toEqual(['Amount is required']);
    expect(messages(schema, { currency: 'EUR', amount: 'ten' })).toEqual(['Please enter a valid amount.']);
    expect(messages(schema, { currency: 'EUR', amount: '0' })).toEqual(['Please enter a valid amount.']);
  });

  it('adds internalTransferFees %', () => {
    expect(messages(schema, { currency: 'EUR', amount: '200' })).toEqual([]); // 200 + 2 = 202
    expect(messages(schema, { currency: 'EUR', amount: '200.01' })).toEqual([
      'Insufficient balance. Total required (including fees): 202.01 EUR',
    ]);
    expect(messages(schema, { currency: 'USD', amount: '10' })).toEqual([
      'Insufficient balance. Total required (including fees): 10.10 USD',
    ]);
  });
});

describe('IBAN withdrawal', () => {
  const schema = ibanWithdrawalSchema({ ...context, feePercent: '2' });

  it('names every missing field', () => {
    expect(messages(schema, { iban: ' ', currency: '', amount: '' })).toEqual([
      'IBAN Number is required',
      'Currency is required',
      'Amount is required',
    ]);
  });

  it('refuses a non-positive amount', () => {
    expect(messages(schema, { iban: 'FR76', currency: 'EUR', amount: '-3' })).toEqual([
      'Please enter a valid amount.',
    ]);
  });

  it('adds withdrawalFees %', () => {
    expect(messages(schema, { iban: 'FR76', currency: 'EUR', amount: '198.03' })).toEqual([]); // 198.03 + 3.96 = 201.99
    expect(messages(schema, { iban: 'FR76', currency: 'EUR', amount: '198.05' })).toEqual([
      'Insufficient balance. Total required (including fees): 202.01 EUR',
    ]);
  });
});
