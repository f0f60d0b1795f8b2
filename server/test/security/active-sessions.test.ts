import { eq } from 'drizzle-orm';
import { sessions } from '../../src/db/schema/index';
import { restoreClock, setClock } from '../support/clock';
import { call, login, makeUser, useHarness } from '../support/harness';

// Issue 22 "Beyond the probe": the customer lists and ends their sessions; an ended session's access and refresh
// tokens are refused at once; nobody lists or ends another customer's sessions; the number of sessions is capped.
const h = useHarness();
/** docs/decisions/110: at most 10 open sessions per customer. */
const SESSION_CAP = 10;
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';

type Tokens = { jwt_token: string; jwt_refresh_token: string };
const signInWith = async (email: string, userAgent: string): Promise<Tokens> => {
  const { json } = await call(h, 'POST', 'user/auth/login', {
    body: { email_id: email, password: 'Passw0rd!x' },
    headers: { 'user-agent': userAgent },
  });
  expect(json.data.jwt_token).toEqual(expect.any(String));
  return json.data;
};
const list = async (token: string) => (await call(h, 'GET', 'user/auth/sessions', { token })).json;
const refresh = (tokens: Tokens) =>
  call(h, 'GET', 'user/auth/refreshauthtoken', { headers: { 'x-refresh-token': tokens.jwt_refresh_token } });
const anyCall = (tokens: Tokens) => call(h, 'GET', 'user/getUserLoginlogs', { token: tokens.jwt_token });

afterEach(() => restoreClock());

test('the list shows each device (browser, OS, IP, signed in, last seen) and marks the caller’s own', async () => {
  const user = await makeUser(h);
  const laptop = await signInWith(user.email, CHROME_WINDOWS);
  await signInWith(user.email, FIREFOX_LINUX);
  const answer = await list(laptop.jwt_token);
  expect(answer.code).toBe('200');
  expect(answer.data).toHaveLength(2);
  const mine = answer.data.find((row: { current: string }) => row.current === 'Yes');
  const other = answer.data.find((row: { current: string }) => row.current === 'No');
  expect(mine).toMatchObject({ browser: 'Chrome', os: 'Windows', ip: '127.0.0.1' });
  expect(other).toMatchObject({ browser: 'Firefox', os: 'Linux' });
  expect(mine.signed_in_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  expect(mine.last_seen_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
});

test('a session ended from another is refused on its next call, access and refresh token alike', async () => {
  const user = await makeUser(h);
  const mine = await signInWith(user.email, CHROME_WINDOWS);
  const stolen = await signInWith(user.email, FIREFOX_LINUX);
  expect((await anyCall(stolen)).status).toBe(200);
  const target = (await list(mine.jwt_token)).data.find((row: { current: string }) => row.current === 'No');
  const ended = await call(h, 'POST', `user/auth/sessions/${target.session_id}/end`, {
    token: mine.jwt_token,
  });
  expect(ended.json.code).toBe('200');
  expect((await anyCall(stolen)).status).toBe(401);
  expect((await refresh(stolen)).json.data?.jwt_token).toBeUndefined();
  expect((await refresh(stolen)).status).toBe(401);
  // The caller's own session goes on.
  expect((await anyCall(mine)).status).toBe(200);
  expect((await list(mine.jwt_token)).data).toHaveLength(1);
});

test('"sign out everywhere else" keeps only the caller’s session', async () => {
  const user = await makeUser(h);
  const mine = await signInWith(user.email, CHROME_WINDOWS);
  const others = [await signInWith(user.email, FIREFOX_LINUX), await login(h, user.email)];
  const answer = await call(h, 'POST', 'user/auth/sessions/end-others', { token: mine.jwt_token });
  expect(answer.json).toMatchObject({ code: '200', data: { ended: 2 } });
  for (const other of others) {
    expect((await anyCall(other)).status).toBe(401);
    expect((await refresh(other)).status).toBe(401);
  }
  const left = (await list(mine.jwt_token)).data;
  expect(left).toHaveLength(1);
  expect(left[0].current).toBe('Yes');
  expect((await refresh(mine)).json.data.jwt_token).toEqual(expect.any(String));
});

test('another customer’s sessions are neither listed nor ended: 404, as for an unknown id', async () => {
  const owner = await makeUser(h);
  const intruder = await makeUser(h);
  const ownerTokens = await signInWith(owner.email, CHROME_WINDOWS);
  const intruderTokens = await signInWith(intruder.email, FIREFOX_LINUX);
  const ownerSession = (await list(ownerTokens.jwt_token)).data[0].session_id;
  const seen = (await list(intruderTokens.jwt_token)).data;
  expect(seen.map((row: { session_id: string }) => row.session_id)).not.toContain(ownerSession);
  const foreign = await call(h, 'POST', `user/auth/sessions/${ownerSession}/end`, {
    token: intruderTokens.jwt_token,
  });
  const unknown = await call(h, 'POST', 'user/auth/sessions/00000000-0000-4000-8000-000000000000/end', {
    token: intruderTokens.jwt_token,
  });
  expect(foreign.status).toBe(404);
  expect([unknown.status, unknown.json]).toEqual([foreign.status, foreign.json]);
  expect((await anyCall(ownerTokens)).status).toBe(200);
  // "Everywhere else" of the intruder leaves the owner signed in.
  await call(h, 'POST', 'user/auth/sessions/end-others', { token: intruderTokens.jwt_token });
  expect((await anyCall(ownerTokens)).status).toBe(200);
});

test('a malformed session id is a 400 naming the field', async () => {
  const user = await makeUser(h);
  const tokens = await login(h, user.email);
  for (const bad of ['1', 'not-a-session', "x'%20or%201=1", '00000000-0000-4000-8000-00000000000z']) {
    const answer = await call(h, 'POST', `user/auth/sessions/${bad}/end`, { token: tokens.jwt_token });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(/^session_id: /);
  }
});

test(`at most ${SESSION_CAP} sessions: a further sign-in ends the least recently seen`, async () => {
  const user = await makeUser(h);
  const first = await signInWith(user.email, FIREFOX_LINUX);
  const rest: Tokens[] = [];
  for (let i = 0; i < SESSION_CAP; i += 1) rest.push(await signInWith(user.email, CHROME_WINDOWS));
  expect((await anyCall(first)).status).toBe(401);
  expect((await refresh(first)).status).toBe(401);
  expect((await list(rest[0]!.jwt_token)).data).toHaveLength(SESSION_CAP);
  for (const tokens of rest) expect((await anyCall(tokens)).status).toBe(200);
  const trail = (await call(h, 'GET', 'user/getSecurityEvents', { token: rest[0]!.jwt_token })).json.data;
  expect(trail.filter((row: { event_type: string }) => row.event_type === 'session_limit')).toEqual([
    expect.objectContaining({ detail: 'Firefox · Linux' }),
  ]);
});

test('last seen moves at most once a minute, not on every call', async () => {
  const user = await makeUser(h);
  const tokens = await login(h, user.email);
  const lastSeen = async () =>
    (
      await h.database.db.select().from(sessions).where(eq(sessions.userId, user.id))
    )[0]!.lastSeenAt.getTime();
  const before = await lastSeen();
  await anyCall(tokens);
  await anyCall(tokens);
  expect(await lastSeen()).toBe(before);
  setClock(Date.now() + 2 * 60_000);
  await anyCall(tokens);
  const moved = await lastSeen();
  expect(moved).toBeGreaterThan(before + 60_000);
  await anyCall(tokens);
  expect(await lastSeen()).toBe(moved);
});
