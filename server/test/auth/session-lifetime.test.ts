import { decodeJwt } from 'jose';
import { TOKEN_MISSING_OR_INVALID } from '../../src/contract';
import { restoreClock, setClock } from '../support/clock';
import { call, login, makeUser, useHarness } from '../support/harness';

// Issue 46 (ASVS 5.0 V7.3): with refresh rotation a session lived for ever, and its idle limit was the refresh
// token's 7 days. A session now ends 12 hours after its sign-in whatever is done with it, and after 30 minutes
// without a call; then only a new sign-in helps. Access tokens live an hour here, so that the server's own check of
// the session (not the token's expiry) is what refuses them.
const h = useHarness({ accessTokenTtlSeconds: 3600 });
afterEach(restoreClock);
const MINUTE = 60_000;
const refresh = (token: string) =>
  call(h, 'GET', 'user/auth/refreshauthtoken', { headers: { 'x-refresh-token': token } });

test('a session kept busy ends 12 hours after its sign-in; no token outlives it', async () => {
  const user = await makeUser(h);
  const start = Date.now();
  let tokens = await login(h, user.email);
  // A refresh every 14 minutes, as an open tab does, up to 11 h 58.
  for (let at = 14; at < 12 * 60 - 2; at += 14) {
    setClock(start + at * MINUTE);
    const answer = await refresh(tokens.jwt_refresh_token);
    expect(answer.json.code).toBe('200');
    tokens = answer.json.data;
  }
  // The last access token stops at the session's end, not 15 minutes after it was issued.
  expect(decodeJwt(tokens.jwt_token).exp! * 1000).toBeLessThanOrEqual(start + 12 * 60 * MINUTE + 1000);
  setClock(start + (12 * 60 + 1) * MINUTE);
  const list = await call(h, 'GET', 'user/auth/sessions', { token: tokens.jwt_token });
  expect(list.json.code).toBe('401');
  // The session past its lifetime is not listed as open, though it was used three minutes ago.
  const fresh = await login(h, user.email);
  const open = await call(h, 'GET', 'user/auth/sessions', { token: fresh.jwt_token });
  expect(open.json.data).toHaveLength(1);
  expect((await refresh(tokens.jwt_refresh_token)).json).toMatchObject({
    code: '401',
    message: TOKEN_MISSING_OR_INVALID,
  });
});

test('a session unused for 30 minutes is over: its refresh token is refused, for good', async () => {
  const user = await makeUser(h);
  const start = Date.now();
  const tokens = await login(h, user.email);
  setClock(start + 29 * MINUTE);
  const used = await refresh(tokens.jwt_refresh_token);
  expect(used.json.code).toBe('200');
  setClock(start + (29 + 31) * MINUTE);
  const list = await call(h, 'GET', 'user/auth/sessions', { token: used.json.data.jwt_token });
  expect(list.json).toMatchObject({ code: '401', message: TOKEN_MISSING_OR_INVALID });
  expect((await refresh(used.json.data.jwt_refresh_token)).json.code).toBe('401');
  // Refused once, refused for good: the family was ended.
  setClock(start + 30 * MINUTE);
  expect((await refresh(used.json.data.jwt_refresh_token)).json.code).toBe('401');
});

test('an idle session leaves the session list', async () => {
  const user = await makeUser(h);
  const start = Date.now();
  await login(h, user.email);
  setClock(start + 40 * MINUTE);
  const fresh = await login(h, user.email);
  const list = await call(h, 'GET', 'user/auth/sessions', { token: fresh.jwt_token });
  expect(list.json.data).toHaveLength(1);
});
