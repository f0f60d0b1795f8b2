import * as v from 'valibot';
import {
  COMPANY_NAME_CHARACTERS,
  COMPANY_NAME_LINK,
  hasCompanyCharacters,
  looksLikeLink,
  nameRules,
} from '@portal/shared/contract';

const text = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

/** Client rules of the registration form; the server re-checks with the contract's own schema. */
export const registrationSchema = v.pipe(
  v.object({
    first_name: v.pipe(text('First Name is required.'), ...nameRules('first')),
    last_name: v.pipe(text('Last Name is required.'), ...nameRules('last')),
    company_name: v.string(),
    email_id: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Email ID is required.'),
      v.email('Please Enter Correct Email Format.'),
    ),
    country_code: v.pipe(v.string(), v.trim(), v.regex(/^\+?\d{1,4}$/, 'host:validation.countryCode')),
    phone_number: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Phone number is required.'),
      v.regex(/^\d+$/, 'Phone number is invalid.'),
    ),
    password: v.pipe(
      v.string(),
      v.minLength(8, 'host:validation.passwordLength'),
      v.regex(/[A-Za-z]/, 'host:validation.passwordLetter'),
      v.regex(/\d/, 'host:validation.passwordDigit'),
    ),
    confirm_password: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirm_password']],
      (input) => input.password === input.confirm_password,
      'host:validation.passwordMatch',
    ),
    ['confirm_password'],
  ),
);
export type RegistrationValues = v.InferInput<typeof registrationSchema>;

/** A company name's check (decision 137), once the name is there: empty is the "required" text's case. */
const companyCheck = (passes: (name: string) => boolean, message: string) =>
  v.forward(
    v.check(
      (input: RegistrationValues) => input.company_name.trim() === '' || passes(input.company_name.trim()),
      message,
    ),
    ['company_name'] as const,
  );

export const companySchema = v.pipe(
  registrationSchema,
  v.forward(
    v.check((input) => input.company_name.trim() !== '', 'host:validation.companyRequired'),
    ['company_name'],
  ),
  companyCheck(hasCompanyCharacters, COMPANY_NAME_CHARACTERS),
  companyCheck((name) => !hasCompanyCharacters(name) || !looksLikeLink(name), COMPANY_NAME_LINK),
);
