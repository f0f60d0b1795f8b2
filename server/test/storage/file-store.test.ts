import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { commands } from '../../src/cli/commands/index';
import { branding, fileBlobs, outgoingWires } from '../../src/db/schema/index';
import { storeUpload } from '../../src/http/uploads';
import { type FileStorage, fileStoreOf } from '../../src/storage/file-store';
import { ACCESS_KEY, login, makeUser, testConfig, useHarness } from '../support/harness';

// Issue 20 "Files only one process has": upload bytes go through a storage seam. The database backend lets
// every API process read what another wrote; the filesystem stays PGlite's default; missing bytes are a 404.
const h = useHarness();
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const BACKENDS: FileStorage[] = ['filesystem', 'database'];

/** A second API instance on the same database with its own (empty) upload folder: another process. */
const otherProcess = async (fileStorage: FileStorage) =>
  buildApp({ db: h.database.db, config: testConfig({ fileStorage }) });

const get = async (app: FastifyInstance, url: string, token?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/v1/${url}`,
    headers: { 'x-access-key': ACCESS_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

const photoOf = async (fileStorage: FileStorage) => {
  const user = await makeUser(h);
  const config = { ...h.config, fileStorage };
  const stored = await storeUpload(h.database.db, config, {
    userId: user.id,
    field: 'file',
    fileName: 'me.png',
    bytes: PNG,
    ext: 'png',
    mime: 'image/png',
  });
  return { user, config, stored, token: (await login(h, user.email)).jwt_token };
};

test.each(BACKENDS)('%s backend: put, get, remove; a missing name is null', async (fileStorage) => {
  const store = fileStoreOf({ ...h.config, fileStorage });
  await store.put(h.database.db, 'a.png', PNG);
  expect((await store.get(h.database.db, 'a.png'))?.equals(PNG)).toBe(true);
  expect(await store.get(h.database.db, 'nope.png')).toBeNull();
  await store.remove(h.database.db, ['a.png']);
  expect(await store.get(h.database.db, 'a.png')).toBeNull();
});

test('database backend: the bytes are in the database, none on disk', async () => {
  const { stored } = await photoOf('database');
  const [row] = await h.database.db
    .select()
    .from(fileBlobs)
    .where(eq(fileBlobs.storedName, stored.storedName));
  expect(row?.body.equals(PNG)).toBe(true);
  expect(
    await fileStoreOf({ ...h.config, fileStorage: 'filesystem' }).get(h.database.db, stored.storedName),
  ).toBeNull();
});

test('a photo stored by one process is read by another (database backend); on disk only its writer has it', async () => {
  const shared = await photoOf('database');
  const other = await otherProcess('database');
  const read = await get(other, `user/profile/getphoto/${shared.stored.storedName}`, shared.token);
  expect(read.statusCode).toBe(200);
  expect(read.rawPayload.equals(PNG)).toBe(true);
  await other.close();
  // The filesystem backend is one process's: another process answers 404 (not 500) for the same row.
  const local = await photoOf('filesystem');
  const elsewhere = await otherProcess('filesystem');
  const missing = await get(elsewhere, `user/profile/getphoto/${local.stored.storedName}`, local.token);
  expect([missing.statusCode, missing.json().message]).toEqual([404, 'File not found']);
  await elsewhere.close();
});

test.each(BACKENDS)(
  '%s backend: a recorded upload whose bytes are gone is a 404, not a 500',
  async (fileStorage) => {
    const { user, config, stored, token } = await photoOf(fileStorage);
    await fileStoreOf(config).remove(h.database.db, [stored.storedName]);
    const app = await otherProcess(fileStorage);
    const photo = await get(app, `user/profile/getphoto/${stored.storedName}`, token);
    expect([photo.statusCode, photo.json().message]).toEqual([404, 'File not found']);
    const kyc = await get(app, `user/kyc/getkycphoto/${stored.storedName}`, token);
    expect(kyc.statusCode).toBe(404);
    // The payment proof of a wire, attached by the team, bytes lost.
    const [wire] = await h.database.db
      .insert(outgoingWires)
      .values(wireOf(user.id, stored.storedName))
      .returning();
    const proof = await get(app, `user/outgoingtransfer/getpaymentproof/${wire!.id}`, token);
    expect([proof.statusCode, proof.json().message]).toEqual([404, 'No payment proof for this transfer']);
    await app.close();
  },
);

test.each(BACKENDS)(
  '%s backend: the branding logo is read back; lost bytes fall back to the default',
  async (fileStorage) => {
    const config = { ...h.config, fileStorage };
    const logo = await storeUpload(h.database.db, config, {
      userId: null,
      field: 'branding-logo',
      fileName: 'logo.png',
      bytes: PNG,
      ext: 'png',
      mime: 'image/png',
    });
    await h.database.db.update(branding).set({ logo: logo.storedName }).where(eq(branding.id, 1));
    const app = await buildApp({ db: h.database.db, config });
    const served = await get(app, `admin/logo/getlogo/${logo.storedName}`);
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    await fileStoreOf(config).remove(h.database.db, [logo.storedName]);
    const fallback = await get(app, `admin/logo/getlogo/${logo.storedName}`);
    expect([fallback.statusCode, fallback.headers['content-type']]).toEqual([200, 'image/svg+xml']);
    await app.close();
  },
);

const wireOf = (userId: number, paymentProof: string) => ({
  userId,
  reference: 'WIRE-PROOF',
  accountId: 1,
  currency: 'USD',
  amount: '20',
  adminFees: '0.4',
  totalAmount: '20.4',
  payee: { accountname: 'Payee' },
  paymentProof,
});

test('files import: uploads kept on disk before the switch are copied into the database store, once', async () => {
  const saved = process.env.UPLOAD_DIR;
  process.env.UPLOAD_DIR = h.config.uploadDir; // the CLI reads the folder from its environment
  const onDisk = await photoOf('filesystem');
  const run = commands.find((c) => c.name === 'files')!.run;
  const first = await run(h.database.db, ['import']).finally(() => (process.env.UPLOAD_DIR = saved));
  expect(first).toBe('1 file(s) copied into the database');
  const copied = await fileStoreOf({ ...h.config, fileStorage: 'database' }).get(
    h.database.db,
    onDisk.stored.storedName,
  );
  expect(copied?.equals(PNG)).toBe(true);
  expect(await run(h.database.db, ['import'])).toBe('0 file(s) copied into the database');
});
