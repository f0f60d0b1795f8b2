import { call, login, makeUser, useHarness } from '../support/harness';

const h = useHarness();
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const FIELDS: Record<string, string> = {
  full_name: 'Ana Silva',
  gender: 'Female',
  date_of_birth: '1990-01-01',
  nationality: 'PT',
  residential_address: 'Rua 1',
  city: 'Lisbon',
  state: 'Lisboa',
  zip_code: '1000',
  country: 'Portugal',
  phone_code: '351',
  phone_number: '912345678',
  document_type: 'Passport',
  document_number: 'P123',
  issuing_country: 'PT',
  expiry_date: '2030-01-01',
  document_upload_confirmation: 'Provided',
  current_occupation: 'Engineer',
  employer_business_name: 'Acme',
  nature_of_business_activity: 'Software',
  source_of_funds: '["Salary"]',
  monthly_expected_transaction_volume: '5000',
  estimated_average_transaction_value: '200',
  account_holder_name: 'Ana Silva',
  bank_name: 'Bank',
  iban_account_number: 'PT50000201231234567890154',
  swift_bic: 'BANKPTPL',
  is_pep: 'No',
  is_subject_to_sanctions: 'No',
  is_us_person: 'No',
};

const multipart = (
  fields: Record<string, string>,
  files: { field: string; name: string; bytes: Buffer }[],
) => {
  const boundary = '----portaltest';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

const submit = async (
  token: string,
  fields: Record<string, string>,
  files: { field: string; name: string; bytes: Buffer }[],
) => {
  const form = multipart(fields, files);
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/v1/user/account/store-update-user-iban-kyc',
    payload: form.payload,
    headers: { ...form.headers, 'x-access-key': 'test-access-key', authorization: `Bearer ${token}` },
  });
  return res.json();
};

test('IBAN KYC form: stored with files, files served to their owner only', async () => {
  const user = await makeUser(h);
  const { jwt_token } = await login(h, user.email);
  expect(
    (await call(h, 'GET', 'user/account/get-user-iban-kyc-details', { token: jwt_token })).json.data,
  ).toBeNull();
  const answer = await submit(jwt_token, FIELDS, [
    { field: 'document_file', name: 'passport.png', bytes: PNG },
    { field: 'proof_of_account_ownership', name: 'statement.pdf', bytes: PDF },
  ]);
  expect(answer.code).toBe('200');
  const details = await call(h, 'GET', 'user/account/get-user-iban-kyc-details', { token: jwt_token });
  expect(details.json.data).toMatchObject({
    iban_form_status: 'Pending',
    full_name: 'Ana Silva',
    source_of_funds: ['Salary'],
  });
  const file = details.json.data.document_file as string;
  const own = await h.app.inject({
    method: 'GET',
    url: `/api/v1/user/account/iban-kyc-file/${file}`,
    headers: { 'x-access-key': 'test-access-key', authorization: `Bearer ${jwt_token}` },
  });
  expect(own.statusCode).toBe(200);
  expect(own.rawPayload.equals(PNG)).toBe(true);
  const other = await login(h, (await makeUser(h)).email);
  const theirs = await h.app.inject({
    method: 'GET',
    url: `/api/v1/user/account/iban-kyc-file/${file}`,
    headers: { 'x-access-key': 'test-access-key', authorization: `Bearer ${other.jwt_token}` },
  });
  expect(theirs.statusCode).toBe(404);
  expect(theirs.rawPayload.includes(PNG)).toBe(false);
  // Reusing someone else's stored file name as "existing file" does not attach it.
  const stolen = await submit(
    other.jwt_token,
    { ...FIELDS, existing_document_file: file, existing_proof_of_account_ownership: file },
    [],
  );
  expect(stolen.message).toBe('document_file: Document file is required');
});

test('uploads: a lying extension, a wrong extension and missing required answers are refused', async () => {
  const { jwt_token } = await login(h, (await makeUser(h)).email);
  const lying = await submit(jwt_token, FIELDS, [
    { field: 'document_file', name: 'passport.png', bytes: PDF },
    { field: 'proof_of_account_ownership', name: 'statement.pdf', bytes: PDF },
  ]);
  expect(lying).toMatchObject({
    code: '400',
    message: 'document_file: the file content does not match its .png extension',
  });
  const script = await submit(jwt_token, FIELDS, [{ field: 'document_file', name: 'evil.exe', bytes: PNG }]);
  expect(script.message).toBe(
    'document_file: Please upload files with extensions: .jpg, .jpeg, .png, .pdf, .doc, .docx',
  );
  const big = await submit(jwt_token, FIELDS, [
    { field: 'document_file', name: 'big.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(5_242_881)]) },
  ]);
  expect(big.message).toBe('document_file: File size must be less than 5MB');
  const pep = await submit(jwt_token, { ...FIELDS, is_pep: 'Yes' }, [
    { field: 'document_file', name: 'p.png', bytes: PNG },
    { field: 'proof_of_account_ownership', name: 's.pdf', bytes: PDF },
  ]);
  expect(pep.message).toBe('pep_details: PEP details is required');
  const { gender: _g, ...noGender } = FIELDS;
  expect((await submit(jwt_token, noGender, [])).message).toBe('gender: Gender is required');
  expect(
    (await call(h, 'GET', 'user/account/get-user-iban-kyc-details', { token: jwt_token })).json.data,
  ).toBeNull();
});
