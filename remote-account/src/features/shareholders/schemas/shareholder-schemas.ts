import * as v from 'valibot';
import { nameRules } from '@portal/shared/contract';

// Spec 01 §5 texts (the kit translates them for French users).
const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

/** Add shareholder: names, e-mail (required, format), phone (required, digits); country code defaults to 1. */
// Names go into the invitation the provider sends: the contract's rule (decision 137).
const firstName = v.pipe(required('First Name is required.'), ...nameRules('first'));
const lastName = v.pipe(required('Last Name is required.'), ...nameRules('last'));

export const addShareholderSchema = v.object({
  first_name: firstName,
  last_name: lastName,
  // abortPipeEarly: an empty value shows only its "required" text.
  email_id: v.config(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Email ID is required.'),
      v.email('Please Enter Correct Email Format.'),
    ),
    { abortPipeEarly: true },
  ),
  country_code: v.pipe(
    v.string(),
    v.trim(),
    v.transform((code) => code.replace(/^\+/, '') || '1'),
  ),
  phone_number: v.config(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Phone number is required.'),
      v.regex(/^\d+$/, 'Phone number is invalid.'),
    ),
    { abortPipeEarly: true },
  ),
});
export type AddShareholderInput = v.InferInput<typeof addShareholderSchema>;
export type AddShareholderValues = v.InferOutput<typeof addShareholderSchema>;

export const emptyShareholder: AddShareholderInput = {
  first_name: '',
  last_name: '',
  email_id: '',
  country_code: '1',
  phone_number: '',
};

/** Edit shareholder: only the names change; e-mail, country code and phone are read-only. */
export const editShareholderSchema = v.object({ first_name: firstName, last_name: lastName });
export type EditShareholderValues = v.InferOutput<typeof editShareholderSchema>;

/** The user group sent with a new shareholder: the first group of the list, or 1 (spec 01 §5). */
export const defaultUserGroup = (groups: readonly { group_id: number }[] | undefined): number =>
  groups?.[0]?.group_id ?? 1;
