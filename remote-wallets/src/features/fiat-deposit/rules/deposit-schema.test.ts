import * as v from 'valibot';
import { enTranslator } from '@portal/shared/testing';
import en from '../locales/en.json';
import { depositFormSchema } from './deposit-schema';

const t = enTranslator('fiatDeposit', en);
const png = new File(['x'], 'proof.png', { type: 'image/png' });
const firstIssue = (input: Record<string, unknown>, limits = { min: '10.00', max: '50000.00' }) => {
  const result = v.safeParse(depositFormSchema(limits, t), {
    fundamount: '100',
    fundinfo: 'Salary',
    file: png,
    ...input,
  });
  if (result.success) return undefined;
  expect(result.issues).toHaveLength(1);
  return result.issues[0].message;
};

describe('deposit form rules', () => {
  it('passes a complete form', () => {
    expect(firstIssue({})).toBeUndefined();
    expect(firstIssue({ file: new File(['x'], 'scan.JPEG') })).toBeUndefined();
    expect(firstIssue({ file: new File(['x'], 'scan.jpg') })).toBeUndefined();
  });

  it('requires a numeric amount above zero', () => {
    expect(firstIssue({ fundamount: '' })).toBe('Please Enter Amount');
    expect(firstIssue({ fundamount: 'abc' })).toBe('Please Enter Amount');
    expect(firstIssue({ fundamount: '0' })).toBe('Please Enter Amount grether than zero');
    expect(firstIssue({ fundamount: '0.00' }, { min: '0', max: '0' })).toBe(
      'Please Enter Amount grether than zero',
    );
  });

  it('applies the minimum, and the maximum only when above zero', () => {
    expect(firstIssue({ fundamount: '9.99' })).toBe('Minimum Amount is 10.00');
    expect(firstIssue({ fundamount: '50000.01' })).toBe('Maximum Amount is 50000.00');
    expect(firstIssue({ fundamount: '50000.00' })).toBeUndefined();
    expect(firstIssue({ fundamount: '900000' }, { min: '10.00', max: '0' })).toBeUndefined();
    expect(firstIssue({ fundamount: '0.3' }, { min: '0.3', max: '0.3' })).toBeUndefined();
  });

  it('requires the payment information', () => {
    expect(firstIssue({ fundinfo: '  ' })).toBe('Please Enter Valid Fund Information');
  });

  it('requires a PNG, JPEG or JPG proof', () => {
    expect(firstIssue({ file: null })).toBe('Please Upload Payment Proof');
    expect(firstIssue({ file: new File(['x'], 'proof.pdf') })).toBe('Please Upload Payment Proof');
  });
});
