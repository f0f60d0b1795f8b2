import * as v from 'valibot';
import { enTranslator } from '@portal/shared/testing';
import en from '../locales/en.json';
import { physicalSchema, requestRouteOf, virtualSchema } from './request-schemas';

const t = enTranslator('requestCard', en);
const messages = (schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((issue) => issue.message);

describe('physical card form', () => {
  const empty = {
    first_name: '',
    last_name: '',
    account: '',
    address1: '',
    address2: '',
    postalcode: '',
    city: '',
    phonecode: '',
    phonenumber: '',
    delvalue: '',
  };

  it('names every missing field in order', () => {
    expect(messages(physicalSchema(t), empty)).toEqual([
      'Enter your first name',
      'Enter your last name',
      'Select Your Account',
      'Enter address line 1',
      'Enter address line 2',
      'Enter postal code',
      'Enter city',
      'Select phone code',
      'Enter valid phone number',
      'Select delivery option',
    ]);
  });

  it('wants a numeric phone number', () => {
    const filled = {
      first_name: 'A',
      last_name: 'B',
      account: '1',
      address1: 'x',
      address2: 'y',
      postalcode: '1',
      city: 'c',
      phonecode: '34',
      phonenumber: '61 23',
      delvalue: '1',
    };
    expect(messages(physicalSchema(t), filled)).toEqual(['Enter valid phone number']);
    expect(messages(physicalSchema(t), { ...filled, phonenumber: '612345678' })).toEqual([]);
  });
});

describe('virtual card form', () => {
  it('asks for every field', () => {
    expect(
      messages(virtualSchema(t), { phonecode: '', phonenumber: '', account: '', password: '', confirm: '' }),
    ).toEqual([
      'Select phone code',
      'Enter valid phone number',
      'Select Your Account',
      'Enter 3DS password',
      'Enter confirm password',
    ]);
  });

  it("says 'Password not match' when the confirmation differs", () => {
    const base = { phonecode: '34', phonenumber: '612345678', account: '2', password: 'Secret1' };
    expect(messages(virtualSchema(t), { ...base, confirm: 'Secret2' })).toEqual(['Password not match']);
    expect(messages(virtualSchema(t), { ...base, confirm: 'Secret1' })).toEqual([]);
  });
});

describe('Select Card', () => {
  it("goes to /physical-card for product '1' and /virtual-card otherwise", () => {
    expect(requestRouteOf('1')).toBe('/physical-card');
    expect(requestRouteOf('2')).toBe('/virtual-card');
  });
});
