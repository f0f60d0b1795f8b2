import { loginLogs, news } from '../src/db/schema/index';
import { seedContent } from '../src/seed/reference-data';
import { call, login, makeUser, useHarness } from './support/harness';

const h = useHarness();

const signedIn = async () => {
  await seedContent(h.database.db);
  const user = await makeUser(h);
  return { user, token: (await login(h, user.email)).jwt_token };
};

test("activity logs: only the caller's sign-ins, newest first, no IPv4-mapped prefix", async () => {
  const { user, token } = await signedIn();
  const other = await makeUser(h);
  await login(h, other.email);
  await h.database.db
    .insert(loginLogs)
    .values({ userId: user.id, ip: '::ffff:10.0.0.7', browser: 'Firefox', os: 'Linux' });
  const { json } = await call(h, 'GET', 'user/getUserLoginlogs', { token });
  expect(json.code).toBe('200');
  expect(json.data).toHaveLength(2);
  expect(json.data[0]).toMatchObject({
    login_log_ip: '10.0.0.7',
    login_browser: 'Firefox',
    login_os: 'Linux',
  });
  expect((await call(h, 'GET', 'user/getUserLoginlogs')).json.code).not.toBe('200');
});

test('news list and details; a missing or invalid id is an error', async () => {
  const { token } = await signedIn();
  const all = (await call(h, 'GET', 'user/news/findAllNews', { token })).json;
  expect(all.data).toHaveLength(3);
  const first = all.data[0];
  const one = (await call(h, 'GET', `user/news/findNewsById/${first.news_id}`, { token })).json;
  expect(one.data[0]).toMatchObject({ news_id: first.news_id, title: first.title });
  expect((await call(h, 'GET', 'user/news/findNewsById/99999', { token })).json).toMatchObject({
    code: '404',
    message: 'News not found',
  });
  expect((await call(h, 'GET', 'user/news/findNewsById/abc', { token })).json.code).toBe('400');
});

test('FAQ categories and questions per category', async () => {
  const { token } = await signedIn();
  const cats = (await call(h, 'GET', 'user/faq/getFaqs', { token })).json.data;
  expect(cats.map((c: { category_name: string }) => c.category_name)).toEqual(['General', 'Security']);
  const faqs = (await call(h, 'GET', `user/faq/getFaqsbycat/${cats[0].faq_cat_id}`, { token })).json.data;
  expect(faqs).toHaveLength(2);
  expect(faqs[0]).toEqual({ question: 'How do I verify my account?', answer: expect.any(String) });
  expect((await call(h, 'GET', 'user/faq/getFaqsbycat/4242', { token })).json.code).toBe('404');
  expect((await call(h, 'GET', 'user/faq/getFaqsbycat/x', { token })).json.code).toBe('400');
});

test('site pages are public (access key only): 1 terms, 2 privacy, 3 contact; others 404', async () => {
  await seedContent(h.database.db);
  for (const [id, text] of [
    [1, 'Terms'],
    [2, 'Privacy'],
    [3, 'Contact'],
  ] as const) {
    const { json } = await call(h, 'GET', `settings/getpages/${id}`);
    expect(json.code).toBe('200');
    expect(json.data[0].page_description).toContain(text);
  }
  expect((await call(h, 'GET', 'settings/getpages/4')).json.code).toBe('404');
  expect((await call(h, 'GET', 'settings/getpages/1', { accessKey: null })).json.code).not.toBe('200');
});

test('contact form goes to the support outbox; invalid fields are refused', async () => {
  const { user, token } = await signedIn();
  const body = {
    fullname: 'Ana Silva',
    emailid: 'ana@example.com',
    subject: 'Card',
    details: 'My card has not arrived.',
  };
  expect((await call(h, 'POST', 'user/SubmitContact', { token, body })).json.code).toBe('200');
  const outbox = (await call(h, 'GET', 'dev/outbox/support%40demo.portal')).json.data;
  expect(outbox[0]).toMatchObject({ subject: 'Contact: Card' });
  expect(outbox[0].body).toContain('My card has not arrived.');
  expect(outbox[0].body).toContain(user.email);
  expect(
    (await call(h, 'POST', 'user/SubmitContact', { token, body: { ...body, fullname: ' ' } })).json,
  ).toMatchObject({ code: '400', message: 'fullname: Enter full name' });
  expect(
    (await call(h, 'POST', 'user/SubmitContact', { token, body: { ...body, emailid: 'nope' } })).json.message,
  ).toBe('emailid: Enter valid email');
});

test('news, FAQ and site pages in the caller’s language, English where no French was written', async () => {
  const { token } = await signedIn();
  const french = { 'accept-language': 'fr' };
  const get = (path: string, headers?: Record<string, string>) =>
    call(h, 'GET', path, { token, ...(headers ? { headers } : {}) }).then(({ json }) => json.data);
  // English first: a kept answer of one language is never handed to the other (the answer cache keys on it).
  expect((await get('user/news/findAllNews')).map((row: { title: string }) => row.title)).toContain(
    'USDC now available',
  );
  const frenchNews = await get('user/news/findAllNews', french);
  expect(frenchNews.map((row: { title: string }) => row.title)).toContain('USDC désormais disponible');
  expect(frenchNews.map((row: { title: string }) => row.title)).not.toContain('USDC now available');
  const [category] = await get('user/faq/getFaqs', french);
  expect(category.category_name).toBe('Général');
  expect((await get(`user/faq/getFaqsbycat/${category.faq_cat_id}`, french))[0].question).toBe(
    'Comment vérifier mon compte ?',
  );
  expect((await get('settings/getpages/1', french))[0].title).toBe('Conditions générales');
  expect((await get('settings/getpages/1'))[0].title).toBe('Terms and Conditions');
  // Written in English only (a provider's news without a French text): shown in English to everyone.
  await h.database.db.insert(news).values({ title: 'English only', description: '<p>Only English.</p>' });
  expect((await get('user/news/findAllNews', french)).map((row: { title: string }) => row.title)).toContain(
    'English only',
  );
});
