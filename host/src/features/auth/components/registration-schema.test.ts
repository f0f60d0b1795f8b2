import * as v from 'valibot';
import { COMPANY_NAME_CHARACTERS, COMPANY_NAME_LINK, FIRST_NAME_CHARACTERS } from '@portal/shared/contract';
import { companySchema, registrationSchema } from './registration-schema';

const form = {
  first_name: 'Ana',
  last_name: 'Silva',
  company_name: 'Relay Ltd',
  email_id: 'ana@example.com',
  country_code: '44',
  phone_number: '7700900111',
  password: 'Passw0rd!',
  confirm_password: 'Passw0rd!',
};
const messages = (schema: v.GenericSchema, values: object) =>
  (v.safeParse(schema, { ...form, ...values }).issues ?? []).map((issue) => issue.message);

// Decision 137: the names the provider's e-mails carry follow the contract's rule in the form too.
describe('registration names', () => {
  it('accepts accented names and a company with digits and &', () => {
    expect(messages(companySchema, { first_name: 'Zoë', company_name: 'Müller & Söhne (UK) B.V.' })).toEqual(
      [],
    );
  });
  it('refuses a sentence with a link in a name or a company name, one text each', () => {
    expect(messages(registrationSchema, { first_name: 'Alex: verify at https://evil.example' })).toEqual([
      FIRST_NAME_CHARACTERS,
    ]);
    expect(messages(companySchema, { company_name: 'Relay https://evil.example' })).toEqual([
      COMPANY_NAME_CHARACTERS,
    ]);
    expect(messages(companySchema, { company_name: 'Relay Ltd. Verify at evil.example' })).toEqual([
      COMPANY_NAME_LINK,
    ]);
  });
});
