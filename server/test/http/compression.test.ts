import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ACCESS_KEY, login, makeUser, useHarness } from '../support/harness';

// JSON answers above 1 KB are compressed (brotli preferred, gzip otherwise); small ones go out raw.
const h = useHarness();

const getAccounts = async (encoding: string) => {
  const user = await makeUser(h, { kyc: 'Approved' });
  const { jwt_token } = await login(h, user.email);
  return h.app.inject({
    method: 'GET',
    url: '/api/v1/user/account/getuseraccoundsbyid',
    headers: {
      'x-access-key': ACCESS_KEY,
      authorization: `Bearer ${jwt_token}`,
      'accept-encoding': encoding,
    },
  });
};

test('a large JSON answer is sent with brotli when accepted, and decodes to the same envelope', async () => {
  const res = await getAccounts('gzip, deflate, br');
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.headers.vary).toMatch(/accept-encoding/i);
  const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'));
  expect(body.code).toBe('200');
  expect(Array.isArray(body.data)).toBe(true);
});

test('gzip when brotli is not accepted; raw when nothing is', async () => {
  const gz = await getAccounts('gzip');
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8')).code).toBe('200');
  const raw = await getAccounts('identity');
  expect(raw.headers['content-encoding']).toBeUndefined();
  expect(raw.json().code).toBe('200');
});

test('an answer under 1 KB goes out raw', async () => {
  const res = await h.app.inject({
    method: 'GET',
    url: '/api/v1/ip',
    headers: { 'x-access-key': ACCESS_KEY, 'accept-encoding': 'br, gzip' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.json().data.ip).toBeTruthy();
});
