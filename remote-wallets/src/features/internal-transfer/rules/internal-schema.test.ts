import * as v from 'valibot';
import { enTranslator } from '@portal/shared/testing';
import en from '../locales/en.json';
import { internalAmountSchema, recipientIssue } from './internal-schema';

const t = enTranslator('internalTransfer', en);
const issues = (input: Record<string, string>, limits = { min: '1.00', max: '10000.00' }) => {
  const result = v.safeParse(internalAmountSchema(limits, t), { amount: '10', message: 'Rent', ...input });
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('internal transfer rules', () => {
  it('needs an account and a valid e-mail before Next', () => {
    const message = 'Please select account and enter valid email address';
    expect(recipientIssue('', 'a@b.co', t)).toBe(message);
    expect(recipientIssue('26', '', t)).toBe(message);
    expect(recipientIssue('26', 'not-an-email', t)).toBe(message);
    expect(recipientIssue('26', 'personal@demo.portal', t)).toBeUndefined();
  });

  it('requires amount and message', () => {
    expect(issues({})).toEqual([]);
    expect(issues({ amount: '' })).toEqual(['Enter amount']);
    expect(issues({ amount: 'x1' })).toEqual(['Enter amount']);
    expect(issues({ message: ' ' })).toEqual(['Enter message']);
  });

  it('checks the amount against zero and the internal limits', () => {
    expect(issues({ amount: '0' })).toEqual(['You must enter amount greater than zero']);
    expect(issues({ amount: '0.99' })).toEqual(['Minimum Amount is 1.00']);
    expect(issues({ amount: '10000.01' })).toEqual(['Maximum Amount is 10000.00']);
    expect(issues({ amount: '0.3' }, { min: '0.1', max: '0.3' })).toEqual([]);
  });
});
