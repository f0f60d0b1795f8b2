import * as v from 'valibot';
import { enTranslator } from '@portal/shared/testing';
import common from '../../../locales/en.json';
import en from '../locales/en.json';
import { transferSchema } from './transfer-schema';

const t = enTranslator('cards', { ...common, transferAccount: en });
const rules = { min: '10', max: '1000', currency: 'USD', balance: '150.00' };
const messages = (input: unknown) =>
  (v.safeParse(transferSchema(t, rules), input).issues ?? []).map((issue) => issue.message);
const base = { card_id: '3', account_id: '4', causal: 'Back home' };

describe('card → account transfer', () => {
  it('wants card, account, amount and causal', () => {
    expect(messages({ card_id: '', account_id: '', amount: '', causal: ' ' })).toEqual([
      'Select your card',
      'Select your account',
      'Enter amount',
      'Enter Casual',
    ]);
  });

  it("refuses more than the card balance ('Not enough balance') before the limits", () => {
    expect(messages({ ...base, amount: '150.01' })).toEqual(['Not enough balance']);
    expect(messages({ ...base, amount: '150' })).toEqual([]);
  });

  it('holds the min and max', () => {
    expect(messages({ ...base, amount: '9' })).toEqual(['Minimum Amount is 10 USD']);
    expect(messages({ ...base, amount: 'abc' })).toEqual(['Enter amount']);
    const rich = (
      v.safeParse(transferSchema(t, { ...rules, balance: '5000' }), { ...base, amount: '1000.5' }).issues ??
      []
    ).map((i) => i.message);
    expect(rich).toEqual(['Maximum Amount is 1000 USD']);
  });
});
