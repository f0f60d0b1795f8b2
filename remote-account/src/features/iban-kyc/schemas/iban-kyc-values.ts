import type { IbanKycInput, IbanKycValues } from './iban-kyc-schema';

/** What the form holds before validation: choices may still be empty and the agreement unticked. */
export type IbanKycFormInput = {
  [K in keyof IbanKycInput]: K extends 'agree'
    ? boolean
    : IbanKycInput[K] extends string
      ? string
      : IbanKycInput[K];
};

type StoredRecord = Readonly<Record<string, unknown>> | null | undefined;

const TEXT_FIELDS = [
  'full_name',
  'gender',
  'date_of_birth',
  'nationality',
  'residential_address',
  'city',
  'state',
  'zip_code',
  'country',
  'phone_code',
  'phone_number',
  'additional_info',
  'document_type',
  'document_number',
  'issuing_country',
  'expiry_date',
  'document_upload_confirmation',
  'current_occupation',
  'employer_business_name',
  'nature_of_business_activity',
  'monthly_expected_transaction_volume',
  'estimated_average_transaction_value',
  'account_holder_name',
  'bank_name',
  'iban_account_number',
  'swift_bic',
  'is_pep',
  'pep_details',
  'is_subject_to_sanctions',
  'sanctions_details',
  'is_us_person',
  'us_person_details',
] as const;

/** source_of_funds is stored as a list; older answers may hold its JSON text. */
const listOf = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (typeof value !== 'string' || !value) return [];
  try {
    return listOf(JSON.parse(value));
  } catch {
    return [];
  }
};

/** Form values from the stored application (empty for a first application); files are never pre-filled. */
export const formValuesOf = (record: StoredRecord): IbanKycFormInput => {
  const values = Object.fromEntries(
    TEXT_FIELDS.map((name) => [name, typeof record?.[name] === 'string' ? record[name] : '']),
  ) as Record<(typeof TEXT_FIELDS)[number], string>;
  return {
    ...values,
    source_of_funds: listOf(record?.source_of_funds),
    document_file: null,
    proof_of_account_ownership: null,
    agree: false,
  };
};

/** The multipart call: text fields (details only with a "Yes"), source_of_funds as a JSON list, the new files,
 * and the names of the stored files kept. */
export const submissionOf = (
  values: IbanKycValues,
  existing: { document: string | null; proof: string | null },
) => {
  const {
    document_file: documentFile,
    proof_of_account_ownership: proof,
    agree: _agree,
    source_of_funds: sources,
    ...text
  } = values;
  const body = {
    ...text,
    pep_details: text.is_pep === 'Yes' ? text.pep_details : '',
    sanctions_details: text.is_subject_to_sanctions === 'Yes' ? text.sanctions_details : '',
    us_person_details: text.is_us_person === 'Yes' ? text.us_person_details : '',
    source_of_funds: JSON.stringify(sources),
    existing_document_file:
      text.document_upload_confirmation === 'Provided' && !documentFile ? (existing.document ?? '') : '',
    existing_proof_of_account_ownership: proof ? '' : (existing.proof ?? ''),
  };
  const files = {
    ...(documentFile && text.document_upload_confirmation === 'Provided'
      ? { document_file: documentFile }
      : {}),
    ...(proof ? { proof_of_account_ownership: proof } : {}),
  };
  return { body, files };
};
