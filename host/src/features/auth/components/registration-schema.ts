import * as v from 'valibot';

const text = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

/** Client rules of the registration form; the server re-checks with the contract's own schema. */
export const registrationSchema = v.pipe(
  v.object({
    first_name: text('First Name is required.'),
    last_name: text('Last Name is required.'),
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

export const companySchema = v.pipe(
  registrationSchema,
  v.forward(
    v.check((input) => input.company_name.trim() !== '', 'host:validation.companyRequired'),
    ['company_name'],
  ),
);
