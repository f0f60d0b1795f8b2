import { SignJWT } from 'jose';
import { endpoints } from '../../src/contract';
import type { EndpointDefinition } from '@portal/shared/contract';
import { sessions } from '../../src/db/schema/index';
import { dbFingerprint } from '../support/db-fingerprint';
import { ACCESS_KEY, call, login, makeUser, useHarness } from '../support/harness';

// Issue 3 item 13: every endpoint with auth 'user' refuses a call without a token, with an expired token and
// with the token of a logged-out session, before reading anything; refused calls change nothing.
const h = useHarness();
const userEndpoints = (Object.values(endpoints) as EndpointDefinition[]).filter((e) => e.auth === 'user');
const MISSING = 'User auth token not provided or invalid';
const REFRESHING = 'User auth token invalid, Refreshing the token';

// Path parameters are irrelevant (the token is checked first): any value fills them.
const urlOf = (e: EndpointDefinition) => `/api/v1/${e.path.replace(/:([A-Za-z_]+)/g, '1')}`;
const hit = (e: EndpointDefinition, authorization?: string) =>
  h.app.inject({
    method: e.method,
    url: urlOf(e),
    headers: { 'x-access-key': ACCESS_KEY, ...(authorization ? { authorization } : {}) },
    ...(e.method === 'POST' ? { payload: {} } : {}),
  });

test('the table has authenticated endpoints of every area', () => {
  expect(userEndpoints.length).toBeGreaterThan(100);
});

test('every user endpoint: no token, an expired token, a logged-out session → refused with the spec messages; nothing changes', async () => {
  const user = await makeUser(h, { kyc: 'Approved' });
  const live = await login(h, user.email);
  const [session] = await h.database.db.select().from(sessions);
  // Same key, subject and live session as a real token, but expired a minute ago.
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({ sid: session!.familyId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuedAt(now - 960)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(h.config.jwtSecret));
  const revoked = await login(h, user.email);
  expect((await call(h, 'GET', 'user/auth/logout', { token: revoked.jwt_token })).json.code).toBe('200');
  const before = await dbFingerprint(h.database.db);
  const failures: string[] = [];
  for (const e of userEndpoints) {
    const cases: [string, string | undefined, string][] = [
      ['no token', undefined, MISSING],
      ['malformed', 'Bearer', MISSING],
      ['expired', `Bearer ${expired}`, REFRESHING],
      ['logged out', `Bearer ${revoked.jwt_token}`, MISSING],
    ];
    for (const [label, authorization, message] of cases) {
      const res = await hit(e, authorization);
      const body = res.headers['content-type']?.toString().includes('json') ? res.json() : null;
      if (res.statusCode !== 401 || body?.code !== '401' || body?.message !== message || body?.data !== null)
        failures.push(`${e.id} (${label}): ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
  }
  expect(failures).toEqual([]);
  expect(await dbFingerprint(h.database.db)).toEqual(before);
  // The live token of the same user still works: the refusals were about the tokens, not the user.
  expect((await call(h, 'GET', 'user/getUserDetails', { token: live.jwt_token })).json.code).toBe('200');
});
