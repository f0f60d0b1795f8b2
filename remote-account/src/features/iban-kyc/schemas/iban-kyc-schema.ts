import * as v from 'valibot';
import { uploadFileSchema } from '@portal/shared';

// Spec 01 §5: every failure reads "<Field> is required" — i18n keys of this remote (English texts in
// features/iban-kyc/locales/en.json `errors`), so French users read French.
export const requiredKey = (field: string) => `account:ibanKyc.errors.${field}`;
const required = (field: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(requiredKey(field)));
const oneOf = <T extends string>(field: string, options: readonly [T, ...T[]]) =>
  v.picklist(options, requiredKey(field));

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const DOCUMENT_TYPES = ['Passport', 'ID Card', "Driver's License", 'Other'] as const;
export const UPLOAD_CONFIRMATIONS = ['Provided', 'Not Provided'] as const;
export const SOURCES_OF_FUNDS = [
  'Salary',
  'Business Revenue',
  'Savings',
  'Investment Income',
  'Crypto Assets',
  'Other',
] as const;
export const YES_NO = ['Yes', 'No'] as const;

/** The three compliance questions and the details field each "Yes" requires. */
export const COMPLIANCE = [
  { answer: 'is_pep', details: 'pep_details' },
  { answer: 'is_subject_to_sanctions', details: 'sanctions_details' },
  { answer: 'is_us_person', details: 'us_person_details' },
] as const;

/** Existing stored files make the matching upload optional. */
export type ExistingFiles = { document: string | null; proof: string | null };

/** abortPipeEarly stays off (the form resolver turns it on): the cross-field rules then report together with
 * the empty fields on the first submit. */
export const ibanKycSchema = (existing: ExistingFiles) =>
  v.config(ibanKycPipe(existing), { abortPipeEarly: false });

const ibanKycPipe = (existing: ExistingFiles) =>
  v.pipe(
    v.object({
      full_name: required('full_name'),
      gender: oneOf('gender', GENDERS),
      date_of_birth: required('date_of_birth'),
      nationality: required('nationality'),
      residential_address: required('residential_address'),
      city: required('city'),
      state: required('state'),
      zip_code: required('zip_code'),
      country: required('country'),
      phone_code: required('phone_code'),
      phone_number: required('phone_number'),
      additional_info: v.string(),
      document_type: oneOf('document_type', DOCUMENT_TYPES),
      document_number: required('document_number'),
      issuing_country: required('issuing_country'),
      expiry_date: required('expiry_date'),
      document_upload_confirmation: oneOf('document_upload_confirmation', UPLOAD_CONFIRMATIONS),
      document_file: uploadFileSchema(false, requiredKey('document_file')),
      current_occupation: required('current_occupation'),
      employer_business_name: required('employer_business_name'),
      nature_of_business_activity: required('nature_of_business_activity'),
      source_of_funds: v.pipe(v.array(v.string()), v.minLength(1, requiredKey('source_of_funds'))),
      monthly_expected_transaction_volume: required('monthly_expected_transaction_volume'),
      estimated_average_transaction_value: required('estimated_average_transaction_value'),
      account_holder_name: required('account_holder_name'),
      bank_name: required('bank_name'),
      iban_account_number: required('iban_account_number'),
      swift_bic: required('swift_bic'),
      proof_of_account_ownership: uploadFileSchema(
        !existing.proof,
        requiredKey('proof_of_account_ownership'),
      ),
      is_pep: oneOf('is_pep', YES_NO),
      pep_details: v.string(),
      is_subject_to_sanctions: oneOf('is_subject_to_sanctions', YES_NO),
      sanctions_details: v.string(),
      is_us_person: oneOf('is_us_person', YES_NO),
      us_person_details: v.string(),
      agree: v.literal(true, 'You must agree to the terms and conditions'),
    }),
    // The document file is required only when its upload is confirmed Provided and none is stored yet.
    v.forward(
      v.partialCheck(
        [['document_upload_confirmation'], ['document_file']],
        (input) =>
          input.document_upload_confirmation !== 'Provided' ||
          Boolean(existing.document) ||
          input.document_file !== null,
        requiredKey('document_file'),
      ),
      ['document_file'],
    ),
    // A compliance answer "Yes" makes its details required.
    v.forward(
      v.partialCheck(
        [['is_pep'], ['pep_details']],
        (i) => i.is_pep !== 'Yes' || i.pep_details.trim() !== '',
        requiredKey('pep_details'),
      ),
      ['pep_details'],
    ),
    v.forward(
      v.partialCheck(
        [['is_subject_to_sanctions'], ['sanctions_details']],
        (i) => i.is_subject_to_sanctions !== 'Yes' || i.sanctions_details.trim() !== '',
        requiredKey('sanctions_details'),
      ),
      ['sanctions_details'],
    ),
    v.forward(
      v.partialCheck(
        [['is_us_person'], ['us_person_details']],
        (i) => i.is_us_person !== 'Yes' || i.us_person_details.trim() !== '',
        requiredKey('us_person_details'),
      ),
      ['us_person_details'],
    ),
  );

export type IbanKycSchema = ReturnType<typeof ibanKycSchema>;
export type IbanKycInput = v.InferInput<IbanKycSchema>;
export type IbanKycValues = v.InferOutput<IbanKycSchema>;
