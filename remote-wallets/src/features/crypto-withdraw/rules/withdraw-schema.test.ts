import * as v from 'valibot';
import { english } from '../../../lib/crypto/english';
import { withdrawSchema } from './withdraw-schema';

const limits = { min: '0.001', max: '2', available: '1.5' };
const messages = (input: Record<string, string>, bounds = limits) =>
  (
    v.safeParse(withdrawSchema(english, bounds), {
      address: '0xabc',
      networkchain: 'ERC20',
      amount: '1',
      ...input,
    }).issues ?? []
  ).map((issue) => issue.message);

describe('crypto withdraw rules (spec 02 §5)', () => {
  it('passes an amount inside every bound', () => {
    expect(messages({})).toEqual([]);
    expect(messages({ amount: '1.5' })).toEqual([]);
  });

  it('amount required, numeric and greater than zero', () => {
    expect(messages({ amount: '' })).toEqual(['Please enter amount']);
    expect(messages({ amount: 'x' })).toEqual(['You must enter amount greater than zero']);
    expect(messages({ amount: '0' })).toEqual(['You must enter amount greater than zero']);
  });

  it('min and max when non-zero, then Not enough balance', () => {
    expect(messages({ amount: '0.0009' })).toEqual(['Minimum Amount is 0.001']);
    expect(messages({ amount: '2.1' })).toEqual(['Maximum Amount is 2']);
    expect(messages({ amount: '1.50000001' })).toEqual(['Not enough balance']);
    expect(messages({ amount: '5' }, { min: '0', max: '0', available: '1.5' })).toEqual([
      'Not enough balance',
    ]);
  });

  it("at most the coin's 8 decimals (the server refuses more)", () => {
    expect(messages({ amount: '0.123456789' })).toEqual(['Enter an amount with at most 8 decimals.']);
    expect(messages({ amount: '0.12345678' })).toEqual([]);
  });

  it('network chain required', () => {
    expect(messages({ networkchain: ' ' })).toEqual(['Network chain is required']);
  });
});
