import * as v from 'valibot';
import { english } from '../../../lib/crypto/english';
import { transferSchema } from './transfer-schema';

const ok = { wallet: '7', email: 'friend@demo.portal', amount: '0.5', address: `0x${'a'.repeat(40)}` };
const messages = (limits: { min?: string; max?: string }, input: Record<string, string>) =>
  (v.safeParse(transferSchema(english, limits), { ...ok, ...input }).issues ?? []).map(
    (issue) => issue.message,
  );

describe('transfer by e-mail rules (spec 02 §5)', () => {
  it('passes a complete transfer', () => {
    expect(messages({}, {})).toEqual([]);
  });

  it('coin, e-mail and address', () => {
    expect(messages({}, { wallet: '' })).toEqual(['Please Select Crypto']);
    expect(messages({}, { email: 'not-an-email' })).toEqual(['Please enter a valid email address']);
    expect(messages({}, { address: '' })).toEqual(['Please enter a valid wallet address']);
  });

  it.each(['', 'abc', '0', '-2'])('amount %p: You must enter amount greater than zero', (amount) => {
    expect(messages({}, { amount })).toEqual(['You must enter amount greater than zero']);
  });

  it('base limits when positive: Minimum Amount is {min} / Maximum Amount is {max}', () => {
    expect(messages({ min: '0.00015581', max: '1.55815790' }, { amount: '0.0001' })).toEqual([
      'Minimum Amount is 0.00015581',
    ]);
    expect(messages({ min: '0.00015581', max: '1.55815790' }, { amount: '1.55815791' })).toEqual([
      'Maximum Amount is 1.55815790',
    ]);
    expect(messages({ min: '0', max: '0' }, { amount: '1000' })).toEqual([]);
  });
});
