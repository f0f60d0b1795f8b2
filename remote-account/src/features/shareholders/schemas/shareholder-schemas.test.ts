import * as v from 'valibot';
import {
  addShareholderSchema,
  defaultUserGroup,
  editShareholderSchema,
  emptyShareholder,
} from './shareholder-schemas';

const messagesOf = (result: { issues?: readonly { message: string }[] | undefined }) =>
  (result.issues ?? []).map((issue) => issue.message);
const valid = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email_id: 'ada@example.com',
  country_code: '44',
  phone_number: '5551234567',
};

describe('add shareholder validation (spec 01 §5)', () => {
  it('requires every field with the spec texts', () => {
    expect(messagesOf(v.safeParse(addShareholderSchema, emptyShareholder))).toEqual([
      'First Name is required.',
      'Last Name is required.',
      'Email ID is required.',
      'Phone number is required.',
    ]);
  });

  it('refuses a name that is not one: it goes into the invitation e-mail (decision 137)', () => {
    const phishing = 'Alex. Your account is suspended: verify now at https://evil.example/verify';
    expect(messagesOf(v.safeParse(addShareholderSchema, { ...valid, first_name: phishing }))).toEqual([
      'First Name may contain only letters, spaces, hyphens, apostrophes and full stops.',
    ]);
    expect(
      messagesOf(v.safeParse(editShareholderSchema, { first_name: 'Ada', last_name: 'evil.example' })),
    ).toEqual(['Last Name must not contain a web address.']);
    expect(
      v.safeParse(addShareholderSchema, { ...valid, first_name: 'Zoë-Anne', last_name: "O'Neil" }).success,
    ).toBe(true);
  });

  it('checks the e-mail format', () => {
    expect(messagesOf(v.safeParse(addShareholderSchema, { ...valid, email_id: 'ada@' }))).toEqual([
      'Please Enter Correct Email Format.',
    ]);
  });

  it('wants a numeric phone number', () => {
    expect(messagesOf(v.safeParse(addShareholderSchema, { ...valid, phone_number: '555-12' }))).toEqual([
      'Phone number is invalid.',
    ]);
  });

  it('defaults the country code to 1 and strips a plus', () => {
    expect(v.parse(addShareholderSchema, { ...valid, country_code: '' }).country_code).toBe('1');
    expect(v.parse(addShareholderSchema, { ...valid, country_code: '+33' }).country_code).toBe('33');
    expect(emptyShareholder.country_code).toBe('1');
  });

  it('accepts a complete shareholder', () => {
    expect(v.safeParse(addShareholderSchema, valid).success).toBe(true);
  });
});

describe('edit shareholder validation', () => {
  it('requires first and last name', () => {
    expect(messagesOf(v.safeParse(editShareholderSchema, { first_name: ' ', last_name: '' }))).toEqual([
      'First Name is required.',
      'Last Name is required.',
    ]);
  });
});

describe('user group', () => {
  it('is the first group of the list, else 1', () => {
    expect(defaultUserGroup([{ group_id: 7 }, { group_id: 2 }])).toBe(7);
    expect(defaultUserGroup([])).toBe(1);
    expect(defaultUserGroup(undefined)).toBe(1);
  });
});
