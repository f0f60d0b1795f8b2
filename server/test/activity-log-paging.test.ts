import { call, login, makeUser, useHarness } from './support/harness';

// Contract 1.3 on the activity log: the whole list as the spec calls it, one page plus paging.total with page/size.
const h = useHarness();
const logs = (token: string, query = '') => call(h, 'GET', `user/getUserLoginlogs${query}`, { token });

test("every sign-in newest first; a page of it with the total; never another user's", async () => {
  const user = await makeUser(h);
  for (let i = 0; i < 2; i += 1) await login(h, user.email);
  const { jwt_token } = await login(h, user.email);
  const all = (await logs(jwt_token)).json;
  expect(all.data).toHaveLength(3);
  expect(all.paging).toBeUndefined();
  const ids = all.data.map((row: { login_log_pk: string }) => Number(row.login_log_pk));
  expect(ids).toEqual([...ids].sort((a, b) => b - a));
  const page = (await logs(jwt_token, '?page=2&size=2')).json;
  expect(page.data).toEqual(all.data.slice(2));
  expect(page.paging).toEqual({ page: 2, size: 2, total: 3 });
  const stranger = await makeUser(h);
  const theirs = (await logs((await login(h, stranger.email)).jwt_token, '?page=1&size=5')).json;
  expect(theirs.paging.total).toBe(1);
  expect((await logs(jwt_token, '?size=2')).json.message).toContain('page and size go together');
});
