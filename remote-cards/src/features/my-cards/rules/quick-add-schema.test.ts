import * as v from 'valibot';
import { enTranslator } from '@portal/shared/testing';
import en from '../locales/en.json';
import { quickAddSchema } from './quick-add-schema';

const schema = quickAddSchema(enTranslator('myCards', en));
const messages = (input: unknown) => (v.safeParse(schema, input).issues ?? []).map((issue) => issue.message);

describe('quick add of a virtual card', () => {
  it('asks for the account and the card name with the spec texts', () => {
    expect(messages({ account: '', title: '  ' })).toEqual(['Select Your Account', 'Enter Card Name']);
  });

  it('accepts an account and a name', () => {
    expect(messages({ account: '12', title: 'Travel' })).toEqual([]);
  });
});
