import { eq } from 'drizzle-orm';
import { countries, kycDocuments, kycRecords, states, uploads } from '../src/db/schema/index';
import { seedKycDemo } from '../src/seed/kyc-demo';
import { seedKycReference } from '../src/seed/kyc-reference';
import { ACCESS_KEY, call, login, makeUser, useHarness } from './support/harness';

const h = useHarness();
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
type File = { field: string; name: string; bytes: Buffer };

const multipart = (fields: Record<string, string | number>, files: File[]) => {
  const boundary = '----kyctest';
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
const postForm = async (
  token: string,
  path: string,
  fields: Record<string, string | number>,
  files: File[],
) => {
  const form = multipart(fields, files);
  return (
    await h.app.inject({
      method: 'POST',
      url: `/api/v1/${path}`,
      payload: form.payload,
      headers: { ...form.headers, 'x-access-key': ACCESS_KEY, authorization: `Bearer ${token}` },
    })
  ).json();
};

const countryId = async (code: string) =>
  (await h.database.db.select().from(countries).where(eq(countries.sortname, code)))[0]!.id;
const kycForm = async () => {
  const gb = await countryId('GB');
  const [england] = await h.database.db.select().from(states).where(eq(states.name, 'England'));
  return {
    first_name: 'Ana',
    middle_name: 'M',
    last_name: 'Silva',
    email: 'ana@example.com',
    phonecode: '91',
    phone_number: '9876543210',
    dob: '1990-01-31',
    taxssn: 'T-1',
    tax_country_id: gb,
    tax_state_id: england!.id,
    country_id: gb,
    address1: '1 High St',
    address2: 'Flat 1',
    city: 'London',
    region: 'London',
    postalcode: 'N1 1AA',
  };
};

const signedIn = async (kyc?: string) => {
  await seedKycReference(h.database.db);
  const user = await makeUser(h, kyc ? { kyc } : {});
  return { user, token: (await login(h, user.email)).jwt_token };
};

test('KYC: fallback before the first submit, form saved, documents uploaded and listed, photos for the owner only', async () => {
  const { user, token } = await signedIn();
  const empty = (await call(h, 'GET', 'user/kyc/getKYCDetails', { token })).json;
  expect(empty.data).toMatchObject({
    kyc_id: 0,
    first_name: 'Test',
    email: user.email,
    mainkycstatus: 'Pending',
    documentarray: [],
    documenttypes: expect.arrayContaining([{ document_type_id: '1', document_name: 'Passport' }]),
  });
  expect(empty.data.accounts).toHaveLength(2);
  const form = await kycForm();
  expect(
    (await call(h, 'POST', 'user/kyc/updateUserKyc', { token, body: { ...form, first_name: '' } })).json
      .message,
  ).toBe('first_name: Enter first name');
  expect(
    (await call(h, 'POST', 'user/kyc/updateUserKyc', { token, body: { ...form, dob: '2999-01-01' } })).json
      .code,
  ).toBe('400');
  expect(
    (await call(h, 'POST', 'user/kyc/updateUserKyc', { token, body: { ...form, tax_state_id: 999999 } })).json
      .message,
  ).toBe('tax_state_id: Select a valid state');
  expect((await call(h, 'POST', 'user/kyc/updateUserKyc', { token, body: form })).json.code).toBe('200');
  const saved = (await call(h, 'GET', 'user/kyc/getKYCDetails', { token })).json.data;
  expect(saved).toMatchObject({
    first_name: 'Ana',
    city: 'London',
    country_id: String(form.country_id),
    mainkycstatus: 'Pending',
  });
  expect(saved.kyc_id).toBeGreaterThan(0);
  expect(saved.states.map((s: { name: string }) => s.name)).toContain('England');

  const doc = await postForm(token, 'user/kyc/updateDoc', { kyc_id: saved.kyc_id }, [
    { field: 'file', name: 'bill.png', bytes: PNG },
  ]);
  expect(doc.code).toBe('200');
  expect(
    (
      await postForm(
        token,
        'user/kyc/updateUserDocuments',
        { kyc_id: saved.kyc_id, document_type_id: 3, document_country: form.country_id },
        [],
      )
    ).message,
  ).toBe('document_type_title: Enter document title');
  const check = await postForm(
    token,
    'user/kyc/updateUserDocuments',
    {
      kyc_id: saved.kyc_id,
      document_type_id: 3,
      document_type_title: 'Residence permit',
      document_country: form.country_id,
    },
    [
      { field: 'document_front', name: 'front.jpg', bytes: PNG.subarray(0, 0) },
      { field: 'document_baack', name: 'back.png', bytes: PNG },
    ],
  );
  expect(check.message).toBe('document_front: Select front document');
  const ok = await postForm(
    token,
    'user/kyc/updateUserDocuments',
    {
      kyc_id: saved.kyc_id,
      document_type_id: 3,
      document_type_title: 'Residence permit',
      document_country: form.country_id,
    },
    [
      { field: 'document_front', name: 'front.png', bytes: PNG },
      { field: 'document_baack', name: 'back.png', bytes: PNG },
    ],
  );
  expect(ok.code).toBe('200');
  const listed = (await call(h, 'GET', 'user/kyc/getKYCDetails', { token })).json.data;
  expect(listed.documentarray).toHaveLength(1);
  expect(listed.documentdetails[0]).toMatchObject({
    document_type_id: '3',
    document_type_title: 'Residence permit',
    document_country_name: 'United Kingdom',
  });
  // The refused check above left no stored file behind.
  expect(await h.database.db.select().from(uploads).where(eq(uploads.userId, user.id))).toHaveLength(3);

  const photo = await call(h, 'GET', `user/profile/getkycphoto/${listed.documentarray[0].upload_file_name}`, {
    token,
  });
  expect(photo.response.rawPayload.equals(PNG)).toBe(true);
  const other = await signedIn();
  const stolen = await call(
    h,
    'GET',
    `user/profile/getkycphoto/${listed.documentdetails[0].document_front}`,
    { token: other.token },
  );
  expect(stolen.json).toMatchObject({ code: '404' });
  expect(stolen.response.rawPayload.includes(PNG)).toBe(false);
  expect((await call(h, 'GET', 'user/profile/getkycphoto/..%2F..%2Fetc%2Fpasswd', { token })).json.code).toBe(
    '400',
  );
  // Another user's kyc_id: refused, nothing attached, the upload discarded.
  const theirs = await postForm(other.token, 'user/kyc/updateDoc', { kyc_id: saved.kyc_id }, [
    { field: 'file', name: 'x.png', bytes: PNG },
  ]);
  expect(theirs).toMatchObject({ code: '404', message: 'KYC record not found' });
  expect(await h.database.db.select().from(uploads).where(eq(uploads.userId, other.user.id))).toHaveLength(0);
  expect(
    await h.database.db.select().from(kycDocuments).where(eq(kycDocuments.kycId, saved.kyc_id)),
  ).toHaveLength(2);
});

test('KYC uploads: an extension that lies, a wrong type and a missing file are refused', async () => {
  const { token } = await signedIn();
  await call(h, 'POST', 'user/kyc/updateUserKyc', { token, body: await kycForm() });
  const { kyc_id } = (await call(h, 'GET', 'user/kyc/getKYCDetails', { token })).json.data;
  expect(
    await postForm(token, 'user/kyc/updateDoc', { kyc_id }, [{ field: 'file', name: 'id.png', bytes: PDF }]),
  ).toMatchObject({ code: '400', message: 'file: the file content does not match its .png extension' });
  expect(
    (await postForm(token, 'user/kyc/updateDoc', { kyc_id }, [{ field: 'file', name: 'id.pdf', bytes: PDF }]))
      .message,
  ).toBe('file: Please upload files with extensions: .jpeg, .jpg, .png');
  expect((await postForm(token, 'user/kyc/updateDoc', { kyc_id }, [])).message).toBe(
    'file: Select a document to upload',
  );
  expect((await postForm(token, 'user/kyc/updateDoc', {}, [])).message).toBe('kyc_id: KYC id is required');
});

test('KYC Approved: data and documents can no longer be changed', async () => {
  const { user, token } = await signedIn('Approved');
  await h.database.db
    .update(kycRecords)
    .set({ details: { first_name: 'Keep' } })
    .where(eq(kycRecords.userId, user.id));
  const { kyc_id, first_name } = (await call(h, 'GET', 'user/kyc/getKYCDetails', { token })).json.data;
  expect(first_name).toBe('Keep');
  const refused = await call(h, 'POST', 'user/kyc/updateUserKyc', { token, body: await kycForm() });
  expect(refused.json).toMatchObject({
    code: '409',
    message: 'Your KYC is approved: details and documents can no longer be changed.',
  });
  expect(
    (await postForm(token, 'user/kyc/updateDoc', { kyc_id }, [{ field: 'file', name: 'a.png', bytes: PNG }]))
      .code,
  ).toBe('409');
  expect(
    (
      await postForm(
        token,
        'user/kyc/updateUserDocuments',
        { kyc_id, document_type_id: 1, document_country: 1 },
        [
          { field: 'document_front', name: 'a.png', bytes: PNG },
          { field: 'document_baack', name: 'b.png', bytes: PNG },
        ],
      )
    ).code,
  ).toBe('409');
  expect(
    (await h.database.db.select().from(kycRecords).where(eq(kycRecords.userId, user.id)))[0]!.details,
  ).toEqual({ first_name: 'Keep' });
  expect(await h.database.db.select().from(uploads).where(eq(uploads.userId, user.id))).toHaveLength(0);
});

test('states by country, and the demo KYC seed (Approved, two documents served to their owner)', async () => {
  await seedKycReference(h.database.db);
  const user = await makeUser(h, { email: 'personal@demo.portal' });
  await seedKycDemo(h.database.db, h.config);
  const token = (await login(h, user.email)).jwt_token;
  const us = (await call(h, 'GET', `user/getStatesFromCountry/${await countryId('US')}`, { token })).json
    .data;
  expect(us.map((s: { name: string }) => s.name)).toContain('California');
  expect(
    (await call(h, 'GET', `user/getStatesFromCountry/${await countryId('PT')}`, { token })).json.data,
  ).toEqual([]);
  expect((await call(h, 'GET', 'user/getStatesFromCountry/zz', { token })).json.code).toBe('400');
  const kyc = (await call(h, 'GET', 'user/kyc/getKYCDetails', { token })).json.data;
  expect(kyc).toMatchObject({
    mainkycstatus: 'Approved',
    aml_kyc_status: 'Approved',
    cip_kyc_status: 'Approved',
    iddoc_kyc_status: 'Approved',
    address_kyc_status: 'Approved',
    city: 'London',
  });
  expect(kyc.aml_kyc_approved_datetime).toMatch(/^\d{4}-/);
  expect(kyc.documentarray).toHaveLength(1);
  expect(kyc.documentdetails).toHaveLength(1);
  expect(
    (
      await call(h, 'GET', `user/profile/getkycphoto/${kyc.documentdetails[0].document_baack}`, { token })
    ).response.rawPayload.equals(PNG),
  ).toBe(true);
});
