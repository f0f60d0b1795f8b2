import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { endpoints } from '../../src/contract';
import { countries, fileBlobs, states, uploads } from '../../src/db/schema/index';
import { seedKycReference } from '../../src/seed/kyc-reference';
import { multipart } from '../contract/sample';
import { ACCESS_KEY, useHarness } from '../support/harness';
import { chunkOf, sendUntilAnswer } from '../support/raw-request';
import { PNG, funded, prepare } from '../wallets-kit';

// Issue 22 "Multipart limits" and "500s on malformed input": one file per declared field, nothing stored for a
// refused request, a multipart request cut off as soon as it exceeds what the endpoint accepts, and a
// malformed form is a 4xx naming the body.
const h = useHarness();
const PORT = 4602;
beforeAll(async () => {
  await h.app.listen({ port: PORT, host: '127.0.0.1' });
});
beforeEach(() => prepare(h));

const uploadEndpoints = Object.values(endpoints).filter((e) => e.files);
/** Stored upload bytes, wherever the file store keeps them (disk on PGlite, file_blobs on PostgreSQL). */
const filesOnDisk = async () =>
  h.config.fileStorage === 'filesystem'
    ? readdirSync(h.config.uploadDir).length
    : (await h.database.db.select().from(fileBlobs)).length;
const inject = (token: string, path: string, contentType: string, payload: Buffer | string) =>
  h.app.inject({
    method: 'POST',
    url: `/api/v1/${path}`,
    headers: { 'x-access-key': ACCESS_KEY, authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  });

test('updateUserProfile with five parts named file stores nothing and answers 400 naming the field', async () => {
  await seedKycReference(h.database.db);
  const { token } = await funded(h);
  const [es] = await h.database.db.select().from(countries).where(eq(countries.sortname, 'ES'));
  const [madrid] = await h.database.db.select().from(states).where(eq(states.name, 'Madrid'));
  const form = multipart(
    {
      first_name: 'Lucía',
      last_name: 'García',
      dob: '1991-02-03',
      timezone: 'Europe/Madrid',
      country_id: es!.id,
      state_id: madrid!.id,
      addressline1: 'Calle 1',
      addressline2: '2B',
      city: 'Madrid',
      zipcode: '28001',
      lang_id: 1,
      fileName: 'me.png',
    },
    { file: { name: 'me.png', bytes: PNG } },
  );
  const one = form.payload.toString('latin1');
  const filePart = one.slice(
    one.indexOf('------contractwalk\r\nContent-Disposition: form-data; name="file"'),
    one.lastIndexOf('------contractwalk--'),
  );
  const five = Buffer.from(one.replace(filePart, filePart.repeat(5)), 'latin1');
  const before = await filesOnDisk();
  const res = await inject(token, 'user/profile/updateUserProfile', form.contentType, five);
  expect([res.statusCode, res.json().message]).toEqual([400, expect.stringMatching(/^file: /)]);
  expect(await h.database.db.select().from(uploads)).toEqual([]);
  expect(await filesOnDisk()).toBe(before);
  // The same form with one file is stored once.
  const ok = await inject(token, 'user/profile/updateUserProfile', form.contentType, form.payload);
  expect(ok.json()).toMatchObject({ code: '200', message: expect.any(String) });
  expect(await h.database.db.select().from(uploads)).toHaveLength(1);
});

test('malformed multipart (no boundary, no closing boundary) is a 4xx naming the body on every upload endpoint', async () => {
  const { token } = await funded(h);
  const answers: string[] = [];
  for (const { path, files } of uploadEndpoints) {
    const field = Object.keys(files!)[0]!;
    const unclosed = `------x\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n\r\nabc`;
    for (const [type, payload] of [
      ['multipart/form-data', 'abc'],
      ['multipart/form-data; boundary=----x', unclosed],
      ['multipart/form-data; boundary=----x', '------x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb'],
    ] as const) {
      const res = await inject(token, path, type, payload);
      answers.push(`${path} ${type} ${res.statusCode} ${res.json().message}`);
    }
  }
  expect(answers.filter((a) => !/ 4\d\d body: /.test(a))).toEqual([]);
});

const upload = (headLines: string[], chunks: () => Buffer | null) => sendUntilAnswer(PORT, headLines, chunks);

test('a multipart request announcing 100 MB is refused before its body is read', async () => {
  const { token } = await funded(h);
  const result = await upload(
    [
      'POST /api/v1/user/profile/updateUserProfile HTTP/1.1',
      'Host: localhost',
      `x-access-key: ${ACCESS_KEY}`,
      `authorization: Bearer ${token}`,
      'content-type: multipart/form-data; boundary=----x',
      `content-length: ${100 * 1024 * 1024}`,
    ],
    () => null,
  );
  expect([result.status, result.answer]).toEqual([413, expect.stringContaining('"message":"body: ')]);
});

test('a streamed (chunked) 100 MB file part is cut off soon after the 5 MB file limit', async () => {
  const { token } = await funded(h);
  const MB = Buffer.alloc(1024 * 1024, 0x41);
  let count = 0;
  const result = await upload(
    [
      'POST /api/v1/user/profile/updateUserProfile HTTP/1.1',
      'Host: localhost',
      `x-access-key: ${ACCESS_KEY}`,
      `authorization: Bearer ${token}`,
      'content-type: multipart/form-data; boundary=----x',
      'transfer-encoding: chunked',
    ],
    () => {
      count += 1;
      if (count === 1)
        return chunkOf(
          Buffer.from(
            '------x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
          ),
        );
      return count <= 101 ? chunkOf(MB) : null;
    },
  );
  expect([result.status, result.answer]).toEqual([
    expect.any(Number),
    expect.stringContaining('File size must be less than 5MB'),
  ]);
  expect(result.status).toBeGreaterThanOrEqual(400);
  // Sent before the answer: the 5 MB limit plus what the sockets buffer, far from the 100 MB.
  expect(result.sent).toBeLessThan(30 * 1024 * 1024);
});
