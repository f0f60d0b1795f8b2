import * as v from 'valibot';
import { nameRules } from '@portal/shared/contract';

// Spec 01 §5: e-mail texts as for shareholders, "Invalid Phone Number" for 9–13 digits; the other texts are
// this remote's keys (English: "Full name is required." / "Description is required.").
export const FULLNAME_REQUIRED = 'account:referrals.errors.fullnameRequired';
export const DESCRIPTION_REQUIRED = 'account:referrals.errors.descriptionRequired';

export const referralSchema = v.object({
  fullname: v.pipe(v.string(), v.trim(), v.nonEmpty(FULLNAME_REQUIRED), ...nameRules('full')),
  // abortPipeEarly: an empty value shows only its "required" text.
  email: v.config(
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
  phone: v.pipe(v.string(), v.trim(), v.regex(/^\d{9,13}$/, 'Invalid Phone Number')),
  description: v.pipe(v.string(), v.trim(), v.nonEmpty(DESCRIPTION_REQUIRED)),
});
export type ReferralInput = v.InferInput<typeof referralSchema>;
export type ReferralValues = v.InferOutput<typeof referralSchema>;

export const emptyReferral: ReferralInput = {
  fullname: '',
  email: '',
  country_code: '1',
  phone: '',
  description: '',
};
