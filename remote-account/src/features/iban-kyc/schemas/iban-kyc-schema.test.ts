import * as v from 'valibot';
import { setLanguage, translateMessage } from '@portal/shared';
import '../../../app/register';
import { ibanKycSchema, type ExistingFiles } from './iban-kyc-schema';
import { formValuesOf, type IbanKycFormInput } from './iban-kyc-values';

const NONE: ExistingFiles = { document: null, proof: null };
const pdf = (name = 'statement.pdf', size = 1024) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

const complete = (): IbanKycFormInput => ({
  ...formValuesOf(null),
  full_name: 'Ada Lovelace',
  gender: 'Female',
  date_of_birth: '1990-01-01',
  nationality: 'GB',
  residential_address: '1 Main St',
  city: 'London',
  state: 'London',
  zip_code: 'N1',
  country: 'United Kingdom',
  phone_code: '44',
  phone_number: '5550000000',
  document_type: 'Passport',
  document_number: 'P123',
  issuing_country: 'United Kingdom',
  expiry_date: '2030-01-01',
  document_upload_confirmation: 'Provided',
  document_file: pdf('passport.pdf'),
  current_occupation: 'Engineer',
  employer_business_name: 'Acme',
  nature_of_business_activity: 'Software',
  source_of_funds: ['Salary'],
  monthly_expected_transaction_volume: '1000',
  estimated_average_transaction_value: '100',
  account_holder_name: 'Ada Lovelace',
  bank_name: 'Bank',
  iban_account_number: 'GB00TEST',
  swift_bic: 'TESTGB2L',
  proof_of_account_ownership: pdf(),
  is_pep: 'No',
  is_subject_to_sanctions: 'No',
  is_us_person: 'No',
  agree: true,
});

/** Issues by field path, translated to English (the texts the user reads). */
const errorsOf = (input: IbanKycFormInput, existing: ExistingFiles = NONE) => {
  const result = v.safeParse(ibanKycSchema(existing), input);
  return Object.fromEntries(
    (result.issues ?? []).map((issue) => [v.getDotPath(issue) ?? '', translateMessage(issue.message)]),
  );
};

beforeAll(async () => {
  await setLanguage('en');
});

describe('IBAN KYC form validation (spec 01 §5)', () => {
  it('accepts a complete application', () => {
    expect(errorsOf(complete())).toEqual({});
  });

  it('says "<Field> is required" for every required field of an empty form', () => {
    expect(errorsOf(formValuesOf(null))).toEqual({
      full_name: 'Full name is required',
      gender: 'Gender is required',
      date_of_birth: 'Date of birth is required',
      nationality: 'Nationality is required',
      residential_address: 'Residential address is required',
      city: 'City is required',
      state: 'State is required',
      zip_code: 'ZIP code is required',
      country: 'Country is required',
      phone_code: 'Phone code is required',
      phone_number: 'Phone number is required',
      document_type: 'Document type is required',
      document_number: 'Document number is required',
      issuing_country: 'Issuing country is required',
      expiry_date: 'Expiry date is required',
      document_upload_confirmation: 'Document upload confirmation is required',
      current_occupation: 'Current occupation is required',
      employer_business_name: 'Employer or business name is required',
      nature_of_business_activity: 'Nature of business activity is required',
      source_of_funds: 'Source of funds is required',
      monthly_expected_transaction_volume: 'Monthly expected transaction volume is required',
      estimated_average_transaction_value: 'Estimated average transaction value is required',
      account_holder_name: 'Account holder name is required',
      bank_name: 'Bank name is required',
      iban_account_number: 'IBAN or account number is required',
      swift_bic: 'SWIFT/BIC is required',
      proof_of_account_ownership: 'Proof of account ownership is required',
      is_pep: 'PEP answer is required',
      is_subject_to_sanctions: 'Sanctions answer is required',
      is_us_person: 'US person answer is required',
      agree: 'You must agree to the terms and conditions',
    });
  });

  it('leaves additional information optional', () => {
    expect(errorsOf({ ...complete(), additional_info: '' })).toEqual({});
  });

  describe('document file', () => {
    it('is required when the upload is confirmed Provided and none is stored', () => {
      expect(errorsOf({ ...complete(), document_file: null })).toEqual({
        document_file: 'Document file is required',
      });
    });

    it('is not required when Not Provided', () => {
      expect(
        errorsOf({ ...complete(), document_upload_confirmation: 'Not Provided', document_file: null }),
      ).toEqual({});
    });

    it('is not required when a stored file exists', () => {
      expect(
        errorsOf({ ...complete(), document_file: null }, { document: 'doc-1.pdf', proof: null }),
      ).toEqual({});
    });
  });

  describe('proof of account ownership', () => {
    it('is required unless a stored file exists', () => {
      expect(errorsOf({ ...complete(), proof_of_account_ownership: null })).toEqual({
        proof_of_account_ownership: 'Proof of account ownership is required',
      });
      expect(
        errorsOf(
          { ...complete(), proof_of_account_ownership: null },
          { document: null, proof: 'proof-1.pdf' },
        ),
      ).toEqual({});
    });
  });

  describe('file rules', () => {
    it('refuses other extensions', () => {
      expect(errorsOf({ ...complete(), proof_of_account_ownership: pdf('statement.exe') })).toEqual({
        proof_of_account_ownership:
          'Please upload files with extensions: .jpg, .jpeg, .png, .pdf, .doc, .docx',
      });
    });

    it.each(['a.jpg', 'a.JPEG', 'a.png', 'a.pdf', 'a.doc', 'a.docx'])('accepts %s', (name) => {
      expect(errorsOf({ ...complete(), document_file: pdf(name) })).toEqual({});
    });

    it('refuses files over 5 MB and accepts exactly 5 MB', () => {
      expect(errorsOf({ ...complete(), document_file: pdf('big.pdf', 5_242_881) })).toEqual({
        document_file: 'File size must be less than 5MB',
      });
      expect(errorsOf({ ...complete(), document_file: pdf('max.pdf', 5_242_880) })).toEqual({});
    });
  });

  describe('compliance details', () => {
    it.each([
      ['is_pep', 'pep_details', 'PEP details is required'],
      ['is_subject_to_sanctions', 'sanctions_details', 'Sanctions details is required'],
      ['is_us_person', 'us_person_details', 'US person details is required'],
    ] as const)('%s = Yes requires %s', (answer, details, message) => {
      expect(errorsOf({ ...complete(), [answer]: 'Yes', [details]: ' ' })).toEqual({ [details]: message });
      expect(errorsOf({ ...complete(), [answer]: 'Yes', [details]: 'Explained' })).toEqual({});
      expect(errorsOf({ ...complete(), [answer]: 'No', [details]: '' })).toEqual({});
    });
  });

  it('requires the agreement', () => {
    expect(errorsOf({ ...complete(), agree: false })).toEqual({
      agree: 'You must agree to the terms and conditions',
    });
  });

  it('requires at least one source of funds', () => {
    expect(errorsOf({ ...complete(), source_of_funds: [] })).toEqual({
      source_of_funds: 'Source of funds is required',
    });
  });

  it('shows French texts in French', async () => {
    await setLanguage('fr');
    expect(errorsOf({ ...complete(), full_name: '' })).toEqual({
      full_name: 'Le nom complet est obligatoire',
    });
    await setLanguage('en');
  });
});
