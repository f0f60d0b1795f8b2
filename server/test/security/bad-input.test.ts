import { readdirSync } from 'node:fs';
import { fileBlobs, idempotencyKeys, uploads } from '../../src/db/schema/index';
import { feeFor } from '../../src/domain/fees';
import { call, useHarness } from '../support/harness';
import { multipart } from '../contract/sample';
import { PNG, accountOf, available, funded, get, post, prepare } from '../wallets-kit';

// Issue 9 "Bad input" and "Headers and files": each malformed value is a 400 naming the field, never a 500;
// refused multipart requests leave no file behind; API answers are not cached; files download as attachments.
const h = useHarness();
beforeEach(() => prepare(h));

const register = (fields: Record<string, unknown>) =>
  call(h, 'POST', 'user/auth/register/personal', {
    body: {
      first_name: 'Ann',
      last_name: 'Lee',
      email_id: 'ann@test.portal',
      country_code: '44',
      phone_number: '7700900001',
      password: 'Passw0rd!x',
      ...fields,
    },
  });
const send = (
  token: string,
  path: string,
  fields: Record<string, unknown>,
  files: Record<string, { name: string; bytes: Buffer }>,
  headers: Record<string, string> = {},
) => {
  const form = multipart(fields, files);
  return h.app.inject({
    method: 'POST',
    url: `/api/v1/${path}`,
    headers: {
      'x-access-key': h.config.accessKey,
      authorization: `Bearer ${token}`,
      'content-type': form.contentType,
      ...headers,
    },
    payload: form.payload,
  });
};
/** Stored upload bytes, wherever the file store keeps them (disk on PGlite, file_blobs on PostgreSQL). */
const storedFiles = async () =>
  h.config.fileStorage === 'filesystem'
    ? readdirSync(h.config.uploadDir).length
    : (await h.database.db.select().from(fileBlobs)).length;

test('ids ≥ 2^31 in paths and bodies, overlong text, NUL, lone surrogates, a 41-digit phone: 400 naming the field', async () => {
  const { token } = await funded(h);
  const cases: [Promise<{ status: number; json: { message: string } }>, RegExp][] = [
    [get(h, token, 'user/news/findNewsById/2147483648'), /^params: |^id: /],
    [
      post(h, token, 'user/cryptoexchange/refreshUserWalletBalance', { crypto_wallet_id: '2147483648' }),
      /^crypto_wallet_id: /,
    ],
    [register({ first_name: 'x'.repeat(300) }), /^first_name: /],
    [register({ password: 'Pass\u0000word1' }), /^password: must not contain NUL/],
    [register({ password: 'Lone1pass \ud800' }), /^password: contains an invalid character/],
    [register({ phone_number: '1'.repeat(41) }), /^phone_number: /],
    [
      post(h, token, 'user/settings/sendaccountinfoemail', {
        emailtext: 'z'.repeat(20_000),
        email_id: 'a@b.co',
      }),
      /^emailtext: /,
    ],
  ];
  for (const [pending, message] of cases) {
    const res = await pending;
    expect([res.status, res.json.message]).toEqual([400, expect.stringMatching(message)]);
  }
});

test('an Idempotency-Key over 200 characters is a 400, not a 500', async () => {
  const { token } = await funded(h);
  const res = await post(
    h,
    token,
    'user/account/transfer-wallet-to-account',
    { transfer_currency: 'EUR', transfer_amount: '1' },
    { 'idempotency-key': 'k'.repeat(201) },
  );
  expect([res.status, res.json.message]).toEqual([400, expect.stringMatching(/^Idempotency-Key: /)]);
});

test('amounts with more decimals than the currency has are refused naming the field; the minimum fee is one cent', async () => {
  const { user, token } = await funded(h);
  const res = await post(h, token, 'user/account/transfer-wallet-to-account', {
    transfer_currency: 'EUR',
    transfer_amount: '1.12345678901234567890',
  });
  expect([res.status, res.json.message]).toEqual([
    400,
    'transfer_amount: EUR amounts have at most 2 decimals',
  ]);
  expect(
    (
      await post(h, token, 'user/account/transfer-wallet-to-account', {
        transfer_currency: 'EUR',
        transfer_amount: '1.10',
      })
    ).json.code,
  ).toBe('200');
  expect(await available(h, (await accountOf(h, user.id, 'fiat', 'EUR')).id)).toBe('17998.89000000');
  expect(feeFor('0.99', '1', 'EUR')).toBe('0.01');
  expect(feeFor('0.00000099', '1', 'BTC')).toBe('0.00000001');
  expect(feeFor('100', '0', 'EUR')).toBe('0.00');
  expect(feeFor('150', '1', 'EUR')).toBe('1.50');
});

test('multipart: NUL in a file name, oversized or too many fields → 400, and no file is left behind', async () => {
  const { token } = await funded(h);
  const before = await storedFiles();
  const admin = (await get(h, token, 'user/account/getadminaccoundsbyid')).json.data[0]
    .admin_account_id_pk as string;
  const fields = { fundamount: '50', fundinfo: 'salary', account_id: admin };
  const nul = await send(token, 'user/deposit/submitfunddeposit', fields, {
    file: { name: 'pro\u0000of.png', bytes: PNG },
  });
  expect([nul.statusCode, nul.json().message]).toEqual([
    400,
    expect.stringMatching(/^file: the file name must not contain NUL/),
  ]);
  const big = await send(
    token,
    'user/deposit/submitfunddeposit',
    { ...fields, fundinfo: 'x'.repeat(1_000_000) },
    { file: { name: 'proof.png', bytes: PNG } },
  );
  expect([big.statusCode, big.json().message]).toEqual([
    400,
    expect.stringMatching(/^fundinfo: must be at most/),
  ]);
  const many = await send(
    token,
    'user/deposit/submitfunddeposit',
    { ...fields, ...Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`f${i}`, 'x'])) },
    { file: { name: 'proof.png', bytes: PNG } },
  );
  expect(many.statusCode).toBe(400);
  // A refused request (validation failure, and the preview that never stores) leaves nothing.
  expect(
    (
      await send(
        token,
        'user/deposit/submitfunddeposit',
        { ...fields, fundamount: '5' },
        { file: { name: 'proof.png', bytes: PNG } },
      )
    ).json().code,
  ).not.toBe('200');
  expect(
    (
      await send(token, 'user/deposit/depositfundcheck', fields, { file: { name: 'proof.png', bytes: PNG } })
    ).json().code,
  ).toBe('200');
  expect(await h.database.db.select().from(uploads)).toEqual([]);
  expect(await storedFiles()).toBe(before);
  expect(
    (
      await send(token, 'user/deposit/submitfunddeposit', fields, { file: { name: 'proof.png', bytes: PNG } })
    ).json().code,
  ).toBe('200');
  expect(await storedFiles()).toBe(before + 1);
});

test('multipart submitfunddeposit: the same Idempotency-Key with another amount is 422, not a replay', async () => {
  const { token } = await funded(h);
  const before = await storedFiles();
  const admin = (await get(h, token, 'user/account/getadminaccoundsbyid')).json.data[0]
    .admin_account_id_pk as string;
  const key = { 'idempotency-key': 'deposit-1' };
  const first = await send(
    token,
    'user/deposit/submitfunddeposit',
    { fundamount: '50', fundinfo: 'salary', account_id: admin },
    { file: { name: 'proof.png', bytes: PNG } },
    key,
  );
  expect(first.json().code).toBe('200');
  const replay = await send(
    token,
    'user/deposit/submitfunddeposit',
    { fundamount: '50', fundinfo: 'salary', account_id: admin },
    { file: { name: 'proof.png', bytes: PNG } },
    key,
  );
  expect(replay.json()).toEqual(first.json());
  const other = await send(
    token,
    'user/deposit/submitfunddeposit',
    { fundamount: '60', fundinfo: 'salary', account_id: admin },
    { file: { name: 'proof.png', bytes: PNG } },
    key,
  );
  expect([other.statusCode, other.json().code]).toEqual([422, '422']);
  expect(await storedFiles()).toBe(before + 1);
});

test('an Idempotency-Key left "running" by a crash expires, and the retry runs', async () => {
  const { user, token } = await funded(h);
  const body = { transfer_currency: 'EUR', transfer_amount: '10' };
  const { sha256 } = await import('../../src/security/hashing');
  await h.database.db.insert(idempotencyKeys).values({
    userId: user.id,
    key: 'crashed',
    endpointId: 'account.transferWalletToAccount',
    requestHash: sha256(`account.transferWalletToAccount\n${JSON.stringify(body)}`),
    createdAt: new Date(Date.now() - 30_000),
  });
  expect(
    (await post(h, token, 'user/account/transfer-wallet-to-account', body, { 'idempotency-key': 'crashed' }))
      .status,
  ).toBe(409);
  await h.database.db.update(idempotencyKeys).set({ createdAt: new Date(Date.now() - 61_000) });
  expect(
    (await post(h, token, 'user/account/transfer-wallet-to-account', body, { 'idempotency-key': 'crashed' }))
      .json.code,
  ).toBe('200');
  expect(await available(h, (await accountOf(h, user.id, 'fiat', 'EUR')).id)).toBe('17989.90000000');
});

test('API answers are never cached; stored files download as attachments', async () => {
  const { token } = await funded(h);
  expect((await get(h, token, 'user/getUserDetails')).response.headers['cache-control']).toBe('no-store');
  expect((await call(h, 'GET', 'user/getUserDetails')).response.headers['cache-control']).toBe('no-store');
  const admin = (await get(h, token, 'user/account/getadminaccoundsbyid')).json.data[0]
    .admin_account_id_pk as string;
  await send(
    token,
    'user/deposit/submitfunddeposit',
    { fundamount: '50', fundinfo: 'salary', account_id: admin },
    { file: { name: 'proof.png', bytes: PNG } },
  );
  const [stored] = await h.database.db.select().from(uploads);
  const file = await get(h, token, `user/profile/getphoto/${stored!.storedName}`);
  expect(file.response.headers['content-disposition']).toBe('attachment');
  expect(file.response.headers['cache-control']).toBe('no-store');
  expect(file.response.headers['x-content-type-options']).toBe('nosniff');
});

const ZIP = Buffer.from(
  '504b0304140000000800000021000000000000000000000000000800000068656c6c6f2e7478744b4c4a0600504b01021400140000000800000021000000000000000000000000000800000000000000000000000000000068656c6c6f2e747874504b0506000000000100010036000000260000000000',
  'hex',
);
const PDF_JS = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction 2 0 R >> endobj\n2 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const PDF_OK = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

test('a ZIP named .docx and a PDF with /OpenAction JavaScript are refused; a plain PDF is accepted', async () => {
  const { checkUpload } = await import('../../src/http/uploads');
  await expect(checkUpload('file', 'cv.docx', ZIP, ['pdf', 'docx'])).rejects.toThrow(
    'file: the file content does not match its .docx extension',
  );
  await expect(checkUpload('file', 'cv.pdf', PDF_JS, ['pdf', 'docx'])).rejects.toThrow(
    'file: PDF files with scripts or automatic actions are not accepted',
  );
  await expect(checkUpload('file', 'cv.pdf', PDF_OK, ['pdf', 'docx'])).resolves.toEqual({
    ext: 'pdf',
    mime: 'application/pdf',
  });
});
