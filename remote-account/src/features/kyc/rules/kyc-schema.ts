import * as v from 'valibot';
import type { KycRecord } from '../../../lib/contract-types';
import { pastDateSchema } from '../../../lib/past-date';

// Spec 03 §5 "KYC form": every field required with its own message (English texts = the contract's).
const message = (field: string) => `account:kyc.errors.${field}`;
const required = (field: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message(field)));

export const kycSchema = v.object({
  first_name: required('first_name'),
  middle_name: required('middle_name'),
  last_name: required('last_name'),
  email: v.config(v.pipe(v.string(), v.trim(), v.nonEmpty(message('email')), v.email(message('email'))), {
    abortPipeEarly: true,
  }),
  phonecode: required('phonecode'),
  // "valid mobile phone": 9 to 13 digits (spec 03 §9 for the related forms).
  phone_number: v.pipe(v.string(), v.trim(), v.regex(/^\d{9,13}$/, message('phone_number'))),
  dob: pastDateSchema(message('dob')),
  taxssn: required('taxssn'),
  tax_country_id: required('tax_country_id'),
  tax_state_id: required('tax_state_id'),
  country_id: required('country_id'),
  address1: required('address1'),
  address2: required('address2'),
  city: required('city'),
  region: required('region'),
  postalcode: required('postalcode'),
});
export type KycInput = v.InferInput<typeof kycSchema>;
export type KycValues = v.InferOutput<typeof kycSchema>;

/** Spec 03 §9: a new KYC (kyc_id not positive) starts with phone code +91, unless the profile the record falls
 * back to has the customer's own (their +44 is not replaced by India's code: issue 44). */
export const NEW_KYC_PHONE_CODE = '91';

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const phoneCodeOf = (value: unknown): string => text(value).replace(/^\+/, '');

/** The form's starting values from the record (or the profile fallback for a new KYC). */
export const kycDefaults = (record: KycRecord | null | undefined): KycInput => {
  const isNew = !record || Number(record.kyc_id) <= 0;
  return {
    first_name: text(record?.first_name),
    middle_name: text(record?.middle_name),
    last_name: text(record?.last_name),
    email: text(record?.email),
    phonecode: phoneCodeOf(record?.phonecode) || (isNew ? NEW_KYC_PHONE_CODE : ''),
    phone_number: text(record?.phone_number),
    dob: text(record?.dob).slice(0, 10),
    taxssn: text(record?.taxssn),
    tax_country_id: text(record?.tax_country_id),
    tax_state_id: text(record?.tax_state_id),
    country_id: text(record?.country_id),
    address1: text(record?.address1),
    address2: text(record?.address2),
    city: text(record?.city),
    region: text(record?.region),
    postalcode: text(record?.postalcode),
  };
};

/** Spec 03 §4: Approved blocks editing and uploads. */
export const isKycApproved = (record: KycRecord | null | undefined): boolean =>
  record?.mainkycstatus?.toLowerCase() === 'approved';
