import * as v from 'valibot';
import { ibanKycSchema } from './iban-kyc-schema';
import { formValuesOf, submissionOf, type IbanKycFormInput } from './iban-kyc-values';

const file = (name: string) => new File(['x'], name);

const base: IbanKycFormInput = {
  ...formValuesOf(null),
  full_name: 'A',
  gender: 'Male',
  date_of_birth: '1990-01-01',
  nationality: 'GB',
  residential_address: 'x',
  city: 'x',
  state: 'x',
  zip_code: 'x',
  country: 'x',
  phone_code: '44',
  phone_number: '1',
  document_type: 'Passport',
  document_number: 'x',
  issuing_country: 'x',
  expiry_date: '2030-01-01',
  document_upload_confirmation: 'Provided',
  document_file: null,
  current_occupation: 'x',
  employer_business_name: 'x',
  nature_of_business_activity: 'x',
  source_of_funds: ['Salary', 'Savings'],
  monthly_expected_transaction_volume: '1',
  estimated_average_transaction_value: '1',
  account_holder_name: 'x',
  bank_name: 'x',
  iban_account_number: 'x',
  swift_bic: 'x',
  proof_of_account_ownership: null,
  is_pep: 'Yes',
  pep_details: 'minister',
  is_subject_to_sanctions: 'No',
  sanctions_details: 'stale text',
  is_us_person: 'No',
  agree: true,
};
const existing = { document: 'doc-1.pdf', proof: 'proof-1.pdf' };

describe('IBAN KYC submission', () => {
  it('sends source_of_funds as a JSON list, details only for Yes, and the stored file names kept', () => {
    const values = v.parse(ibanKycSchema(existing), base);
    const { body, files } = submissionOf(values, existing);
    expect(body.source_of_funds).toBe('["Salary","Savings"]');
    expect(body.pep_details).toBe('minister');
    expect(body.sanctions_details).toBe('');
    expect(body.existing_document_file).toBe('doc-1.pdf');
    expect(body.existing_proof_of_account_ownership).toBe('proof-1.pdf');
    expect(files).toEqual({});
    expect(body).not.toHaveProperty('agree');
  });

  it('sends new files instead of the stored ones', () => {
    const document = file('new.pdf');
    const proof = file('proof.png');
    const values = v.parse(ibanKycSchema(existing), {
      ...base,
      document_file: document,
      proof_of_account_ownership: proof,
    });
    const { body, files } = submissionOf(values, existing);
    expect(files).toEqual({ document_file: document, proof_of_account_ownership: proof });
    expect(body.existing_document_file).toBe('');
    expect(body.existing_proof_of_account_ownership).toBe('');
  });

  it('fills the form from a stored application (source_of_funds list or JSON text), never the files', () => {
    expect(
      formValuesOf({ full_name: 'Ada', source_of_funds: ['Salary'], document_file: 'doc-1.pdf' }),
    ).toMatchObject({ full_name: 'Ada', source_of_funds: ['Salary'], document_file: null, agree: false });
    expect(formValuesOf({ source_of_funds: '["Savings"]' }).source_of_funds).toEqual(['Savings']);
  });
});
