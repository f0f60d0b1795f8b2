import * as v from 'valibot';
import type { EndpointDefinition } from '@portal/shared/contract';
import { endpoints } from '../../src/contract';
import { dbFingerprint } from '../support/db-fingerprint';
import { ACCESS_KEY, login, makeUser, useHarness } from '../support/harness';
import { multipart } from './sample';

// Issue 3 item 13, the validation half: every endpoint with a body refuses an empty one with "400" and a
// message naming the field (the contract's own message), before anything is read or written.
const h = useHarness();
const withBody = (Object.values(endpoints) as EndpointDefinition[]).filter(
  (e) => e.body && !v.safeParse(e.body as v.GenericSchema, {}).success,
);
const fill = (path: string) => path.replace(/:([A-Za-z_]+)/g, '1');

test('an empty body is refused with 400 naming the first invalid field; nothing changes', async () => {
  expect(withBody.length).toBeGreaterThan(60);
  const user = await makeUser(h, { kyc: 'Approved' });
  const { jwt_token: token } = await login(h, user.email);
  const before = await dbFingerprint(h.database.db);
  const failures: string[] = [];
  for (const e of withBody) {
    const headers: Record<string, string> = {
      'x-access-key': ACCESS_KEY,
      ...(e.auth === 'user' ? { authorization: `Bearer ${token}` } : {}),
    };
    const url = `/api/v1/${fill(e.path)}`;
    const form = multipart({}, {});
    const res = e.files
      ? await h.app.inject({
          method: 'POST',
          url,
          headers: { ...headers, 'content-type': form.contentType },
          payload: form.payload,
        })
      : await h.app.inject({ method: e.method, url, headers, payload: {} });
    const json = res.json();
    const field = /^([A-Za-z_][\w.]*): \S/.exec(json.message ?? '')?.[1];
    const expected = v.safeParse(e.body as v.GenericSchema, {});
    const firstKey = expected.success ? undefined : String(expected.issues[0].path?.[0]?.key ?? '');
    if (res.statusCode !== 400 || json.code !== '400' || json.data !== null || field !== firstKey)
      failures.push(`${e.id}: ${res.statusCode} ${res.body.slice(0, 140)} (expected field ${firstKey})`);
  }
  expect(failures).toEqual([]);
  expect(await dbFingerprint(h.database.db)).toEqual(before);
});
