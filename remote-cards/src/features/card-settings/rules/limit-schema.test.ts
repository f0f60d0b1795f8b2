import * as v from 'valibot';
import { enTranslator } from '@portal/shared/testing';
import en from '../locales/en.json';
import { isFrozen, limitSchema } from './limit-schema';

const schema = limitSchema(enTranslator('cardSettings', en));
const issues = (input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((issue) => [issue.path?.[0]?.key, issue.message]);

describe('card limits', () => {
  it("says 'Enter valid amount' under each empty field, daily, weekly, monthly, per transaction", () => {
    expect(issues({ dailycap: '', weeklycap: ' ', monthlycap: 'x', pertranscap: '' })).toEqual([
      ['dailycap', 'Enter valid amount'],
      ['weeklycap', 'Enter valid amount'],
      ['monthlycap', 'Enter valid amount'],
      ['pertranscap', 'Enter valid amount'],
    ]);
  });

  it('accepts numbers', () => {
    expect(issues({ dailycap: '800', weeklycap: '2000.50', monthlycap: '6000', pertranscap: '0' })).toEqual(
      [],
    );
  });

  it('refuses a cap with more than 2 decimals, as the server does (issue 22)', () => {
    expect(
      issues({ dailycap: '800.001', weeklycap: '2000.50', monthlycap: '6000', pertranscap: '0' }),
    ).toEqual([['dailycap', 'Enter an amount with at most 2 decimals']]);
  });

  it('shows the freeze switch on unless the processor says ACTIVE', () => {
    expect(isFrozen('ACTIVE')).toBe(false);
    expect(isFrozen('BLOCKED')).toBe(true);
    expect(isFrozen(undefined)).toBe(true);
  });
});
