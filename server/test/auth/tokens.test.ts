import { buildApp } from '../../src/app';
import { call, login, makeUser, testConfig, useHarness } from '../support/harness';

const h = useHarness();

test('a call without the access key is refused before anything else', async () => {
  const user = await makeUser(h);
  const { token } = { token: (await login(h, user.email)).jwt_token };
  const res = await call(h, 'GET', 'user/getUserDetails', { token, accessKey: null });
  expect(res.status).toBe(403);
  expect(res.json).toEqual({ code: '403', message: 'Access key missing or invalid', data: null });
  expect((await call(h, 'GET', 'user/getUserDetails', { token, accessKey: 'wrong' })).status).toBe(403);
});

test('missing, malformed, expired and forged tokens get the exact spec messages', async () => {
  const user = await makeUser(h);
  expect((await call(h, 'GET', 'user/getUserDetails')).json.message).toBe(
    'User auth token not provided or invalid',
  );
  expect(
    (await call(h, 'GET', 'user/getUserDetails', { headers: { authorization: 'Basic abc' } })).json.message,
  ).toBe('User auth token not provided or invalid');
  expect((await call(h, 'GET', 'user/getUserDetails', { token: 'not.a.jwt' })).json.message).toBe(
    'User auth token invalid, Refreshing the token',
  );
  const expiredApp = await buildApp({
    db: h.database.db,
    config: { ...h.config, accessTokenTtlSeconds: -60 },
  });
  const expired = await expiredApp.inject({
    method: 'POST',
    url: '/api/v1/user/auth/login',
    headers: { 'x-access-key': h.config.accessKey },
    payload: { email_id: user.email, password: 'Passw0rd!x' },
  });
  const res = await call(h, 'GET', 'user/getUserDetails', { token: expired.json().data.jwt_token });
  expect(res.status).toBe(401);
  expect(res.json.message).toBe('User auth token invalid, Refreshing the token');
  await expiredApp.close();
  const otherSecret = await buildApp({
    db: h.database.db,
    config: testConfig({ jwtSecret: 'another-secret' }),
  });
  const forged = await otherSecret.inject({
    method: 'POST',
    url: '/api/v1/user/auth/login',
    headers: { 'x-access-key': 'test-access-key' },
    payload: { email_id: user.email, password: 'Passw0rd!x' },
  });
  expect(
    (await call(h, 'GET', 'user/getUserDetails', { token: forged.json().data.jwt_token })).json.message,
  ).toBe('User auth token invalid, Refreshing the token');
  await otherSecret.close();
});

test('refresh rotates; replaying a rotated refresh token revokes the whole family', async () => {
  const user = await makeUser(h);
  const first = await login(h, user.email);
  const refresh = (token: string) =>
    call(h, 'GET', 'user/auth/refreshauthtoken', { headers: { 'x-refresh-token': token } });
  const second = await refresh(first.jwt_refresh_token);
  expect(second.json.code).toBe('200');
  expect(second.json.data.jwt_refresh_token).not.toBe(first.jwt_refresh_token);
  expect((await call(h, 'GET', 'user/getUserDetails', { token: second.json.data.jwt_token })).json.code).toBe(
    '200',
  );
  const reuse = await refresh(first.jwt_refresh_token);
  expect(reuse.status).toBe(401);
  expect(reuse.json.message).toBe('User auth token not provided or invalid');
  // The attacker's reuse also killed the legitimate latest tokens of that family.
  expect((await refresh(second.json.data.jwt_refresh_token)).status).toBe(401);
  expect((await call(h, 'GET', 'user/getUserDetails', { token: second.json.data.jwt_token })).status).toBe(
    401,
  );
  expect((await refresh('')).status).toBe(401);
});

test('logout revokes the access and refresh tokens of the session only', async () => {
  const user = await makeUser(h);
  const a = await login(h, user.email);
  const b = await login(h, user.email);
  expect((await call(h, 'GET', 'user/auth/logout', { token: a.jwt_token })).json.code).toBe('200');
  expect((await call(h, 'GET', 'user/getUserDetails', { token: a.jwt_token })).json.message).toBe(
    'User auth token not provided or invalid',
  );
  expect(
    (
      await call(h, 'GET', 'user/auth/refreshauthtoken', {
        headers: { 'x-refresh-token': a.jwt_refresh_token },
      })
    ).status,
  ).toBe(401);
  expect((await call(h, 'GET', 'user/getUserDetails', { token: b.jwt_token })).json.code).toBe('200');
});

test('revoke ends a session with its refresh token alone, once; an unknown token learns nothing', async () => {
  const user = await makeUser(h);
  const a = await login(h, user.email);
  const b = await login(h, user.email);
  const revoke = (token?: string) =>
    call(h, 'GET', 'user/auth/revoke', { headers: token ? { 'x-refresh-token': token } : {} });
  // No access token is sent: an automatic logout may hold only an expired one.
  expect((await revoke(a.jwt_refresh_token)).json).toEqual({
    code: '200',
    message: 'Logout Successfully',
    data: null,
  });
  expect((await call(h, 'GET', 'user/getUserDetails', { token: a.jwt_token })).json.message).toBe(
    'User auth token not provided or invalid',
  );
  const refreshed = await call(h, 'GET', 'user/auth/refreshauthtoken', {
    headers: { 'x-refresh-token': a.jwt_refresh_token },
  });
  expect(refreshed.status).toBe(401);
  const again = await revoke(a.jwt_refresh_token);
  expect(again.status).toBe(401);
  const unknown = await revoke('not-a-token-we-issued');
  expect([unknown.status, unknown.json]).toEqual([again.status, again.json]);
  expect((await revoke()).status).toBe(401);
  expect((await call(h, 'GET', 'user/getUserDetails', { token: b.jwt_token })).json.code).toBe('200');
});

test('login logs record the IP without the IPv4-mapped prefix, browser and OS', async () => {
  const user = await makeUser(h);
  const ua =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/v1/user/auth/login',
    remoteAddress: '::ffff:10.1.2.3',
    headers: { 'x-access-key': 'test-access-key', 'user-agent': ua },
    payload: { email_id: user.email, password: 'Passw0rd!x' },
  });
  expect(res.json().code).toBe('200');
  const { loginLogs } = await import('../../src/db/schema/index');
  const [log] = await h.database.db.select().from(loginLogs);
  expect(log).toMatchObject({ userId: user.id, ip: '10.1.2.3', browser: 'Chrome', os: 'Windows' });
  const ip = await h.app.inject({
    method: 'GET',
    url: '/api/v1/ip',
    remoteAddress: '::ffff:10.9.8.7',
    headers: { 'x-access-key': 'test-access-key' },
  });
  expect(ip.json().data.ip).toBe('10.9.8.7');
});

test('wrong password and unknown e-mail get the same answer', async () => {
  const user = await makeUser(h);
  const wrong = await call(h, 'POST', 'user/auth/login', {
    body: { email_id: user.email, password: 'nope' },
  });
  const unknown = await call(h, 'POST', 'user/auth/login', {
    body: { email_id: 'nobody@test.portal', password: 'nope' },
  });
  expect(wrong.json).toEqual({ code: '401', message: 'Invalid email or password', data: null });
  expect(unknown.json).toEqual(wrong.json);
  const invalid = await call(h, 'POST', 'user/auth/login', {
    body: { email_id: 'not-an-email', password: 'x' },
  });
  expect(invalid.status).toBe(400);
  expect(invalid.json.message).toBe('email_id: Please Enter Correct Email Format.');
});
