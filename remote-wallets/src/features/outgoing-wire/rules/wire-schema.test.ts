import * as v from 'valibot';
import { enTranslator } from '@portal/shared/testing';
import en from '../locales/en.json';
import { wireFormSchema, type WireFormInput } from './wire-schema';

const t = enTranslator('outgoingWire', en);
const filled: WireFormInput = {
  account: '26',
  currancy: 'EUR',
  swiftcode: 'DEUTDEFF',
  accountname: 'Deutsche Bank',
  address: 'Taunusanlage 12',
  country: '65',
  abatitle: 'DEUTDEFFXXX',
  accountnumber: 'DE89370400440532013000',
  customer_name: 'Lena Fischer',
  customer_address: 'Berlin',
  amount: '100',
  checkboxval: false,
  templatename: '',
};
const issues = (input: Partial<WireFormInput>, limits = { min: '10.00', max: '25000.00' }) => {
  const result = v.safeParse(wireFormSchema(limits, t), { ...filled, ...input });
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('outgoing wire rules', () => {
  it('passes a complete form', () => {
    expect(issues({})).toEqual([]);
  });

  it.each([
    ['account', 'Select account'],
    ['currancy', 'Select currency'],
    ['swiftcode', 'Enter swift code'],
    ['accountname', 'Enter bank name'],
    ['address', 'Enter address'],
    ['country', 'Select country'],
    ['abatitle', 'Enter routing number'],
    ['accountnumber', 'Enter account number'],
    ['customer_name', 'Enter customer name'],
    ['customer_address', 'Enter customer address'],
    ['amount', 'Enter amount'],
  ] as const)('requires %s', (field, message) => {
    expect(issues({ [field]: ' ' })).toEqual([message]);
  });

  it('checks the amount', () => {
    expect(issues({ amount: '12abc' })).toEqual(['Enter amount']);
    expect(issues({ amount: '0' })).toEqual(['You must enter amount greater than zero']);
    expect(issues({ amount: '9.99' })).toEqual(['Minimum Amount is 10.00']);
    expect(issues({ amount: '25000.01' })).toEqual(['Maximum Amount is 25000.00']);
    expect(issues({ amount: '25000.00' })).toEqual([]);
    expect(issues({ amount: '999999' }, { min: '0', max: '0' })).toEqual([]);
  });

  it('needs a beneficiary name only when saving', () => {
    expect(issues({ checkboxval: true })).toEqual(['Enter Beneficiary Name']);
    expect(issues({ checkboxval: true, templatename: 'Lena' })).toEqual([]);
    expect(issues({ checkboxval: false, templatename: '' })).toEqual([]);
  });
});
