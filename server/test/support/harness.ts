import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { type AppConfig, loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { kycRecords, users } from '../../src/db/schema/index';
import { type NewCustomer, createCustomer } from '../../src/domain/users';
import { resetToReference } from './reset';
import { openTestDb } from './test-db';

export const ACCESS_KEY = 'test-access-key';
export const PASSWORD = 'Passw0rd!x';

export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig =>
  loadConfig(
    {},
    {
      accessKey: ACCESS_KEY,
      jwtSecret: 'test-secret',
      uploadDir: mkdtempSync(join(tmpdir(), 'portal-uploads-')),
      // On PostgreSQL the suite runs the database file store (the multi-process backend), else the filesystem.
      fileStorage: process.env.DATABASE_URL ? 'database' : 'filesystem',
      rateLimit: { max: 1000, timeWindowMs: 60_000 },
      logger: false,
      devEndpoints: true,
      ...overrides,
    },
  );

export type Harness = { database: Database; app: FastifyInstance; config: AppConfig };

/** Opens the file's database once and builds the app; `beforeEach` puts it back to the reference data alone. */
export const useHarness = (overrides: Partial<AppConfig> = {}): Harness => {
  const harness = {} as Harness;
  beforeAll(async () => {
    harness.database = await openTestDb();
    harness.config = testConfig(overrides);
    harness.app = await buildApp({ db: harness.database.db, config: harness.config });
  });
  afterAll(async () => {
    await harness.app.close();
    await harness.database.close();
  });
  beforeEach(() => resetToReference(harness.database.db));
  return harness;
};

let counter = 0;
export const makeUser = async (h: Harness, input: Partial<NewCustomer> & { kyc?: string } = {}) => {
  counter += 1;
  const user = await createCustomer(h.database.db, {
    email: `user${counter}@test.portal`,
    password: PASSWORD,
    firstName: 'Test',
    lastName: `User${counter}`,
    countryCode: '44',
    phoneNumber: `77000000${String(counter).padStart(2, '0')}`,
    verified: true,
    ...input,
  });
  if (input.kyc)
    await h.database.db
      .update(kycRecords)
      .set({ kycStatus: input.kyc })
      .where(eq(kycRecords.userId, user.id));
  return user;
};

export const setUser = (h: Harness, userId: number, values: Partial<typeof users.$inferInsert>) =>
  h.database.db.update(users).set(values).where(eq(users.id, userId));

type CallOptions = {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  accessKey?: string | null;
};

/** Calls /api/v1/<path> the way the portal does (access key, bearer token, JSON). */
export const call = async (h: Harness, method: 'GET' | 'POST', path: string, options: CallOptions = {}) => {
  const headers: Record<string, string> = { ...options.headers };
  if (options.accessKey !== null) headers['x-access-key'] = options.accessKey ?? ACCESS_KEY;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await h.app.inject({
    method,
    url: `/api/v1/${path}`,
    headers,
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
  return {
    status: response.statusCode,
    json: response.headers['content-type']?.toString().includes('json') ? response.json() : null,
    response,
  };
};

export const login = async (h: Harness, email: string, password = PASSWORD) => {
  const { json } = await call(h, 'POST', 'user/auth/login', { body: { email_id: email, password } });
  if (json.code !== '200' || !json.data.jwt_token) throw new Error(`login failed: ${JSON.stringify(json)}`);
  return json.data as { jwt_token: string; jwt_refresh_token: string };
};

/** The newest code sent to an address, read through the dev outbox endpoint. */
export const lastCode = async (h: Harness, address: string): Promise<string> => {
  const { json } = await call(h, 'GET', `dev/outbox/${encodeURIComponent(address)}`);
  const code = json.data.find((m: { code: string | null }) => m.code)?.code;
  if (!code) throw new Error(`no code sent to ${address}`);
  return code;
};
