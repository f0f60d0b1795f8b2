import { eq } from 'drizzle-orm';
import { commands } from '../src/cli/commands/index';
import { kycRecords, referralRequests } from '../src/db/schema/index';
import { modeOf } from '../src/security/second-factor';
import { call, login, makeUser, useHarness } from './support/harness';

const h = useHarness();
const run = (name: string, ...args: string[]) =>
  commands.find((c) => c.name === name)!.run(h.database.db, args);

test('back-office commands change what the API answers', async () => {
  const user = await makeUser(h, { vipUser: 'Yes', tier: 2 });
  const { jwt_token } = await login(h, user.email);
  expect(await run('kyc', 'approve', user.email)).toContain('Approved');
  expect(
    (await h.database.db.select().from(kycRecords).where(eq(kycRecords.userId, user.id)))[0],
  ).toMatchObject({
    kycStatus: 'Approved',
    amlStatus: 'Approved',
    cipStatus: 'Approved',
    iddocStatus: 'Approved',
    addressStatus: 'Approved',
  });
  await run('second-factor', user.email, 'internalotp', 'sms');
  expect(await modeOf(h.database.db, user.id, 'internalotp')).toBe('SMS OTP Authentication');
  await expect(run('second-factor', user.email, 'nope', 'sms')).rejects.toThrow('unknown flow');
  await run('notify', user.email, 'Hello', 'From the team', 'Buy');
  expect(
    (await call(h, 'GET', 'user/notification/getUserNotification', { token: jwt_token })).json.data[0],
  ).toMatchObject({ title: 'Hello', transaction_type: 'Buy' });
  const [rr] = await h.database.db
    .insert(referralRequests)
    .values({
      userId: user.id,
      fullname: 'F',
      email: 'f@x.io',
      countryCode: '1',
      phoneNumber: '123456789',
      description: 'd',
    })
    .returning();
  await run('referral', 'approve', String(rr!.id));
  expect(
    (await call(h, 'POST', 'user/auth/sendreferrallink', { token: jwt_token, body: { rr_id: rr!.id } })).json
      .code,
  ).toBe('200');
  expect(await run('outbox', 'f@x.io')).toContain('vip-registration');
  await expect(run('iban-form', 'approve', user.email)).rejects.toThrow('has not submitted');
});

test('the dev admin endpoint runs a back-office command in the server process', async () => {
  const user = await makeUser(h, {});
  const answer = await call(h, 'POST', 'dev/admin', {
    body: { command: 'kyc', args: ['approve', user.email] },
  });
  expect(answer.json).toMatchObject({ code: '200' });
  expect(answer.json.data).toContain('Approved');
  expect((await call(h, 'POST', 'dev/admin', { body: { command: 'nope', args: [] } })).json).toMatchObject({
    code: '400',
    message: 'Unknown command nope',
  });
  expect(
    (await call(h, 'POST', 'dev/admin', { body: { command: 'kyc', args: ['approve', 'ghost@test.portal'] } }))
      .json.message,
  ).toBe('no user ghost@test.portal');
});

test('the content commands take an optional French text, answered to French callers', async () => {
  const user = await makeUser(h);
  const { jwt_token: token } = await login(h, user.email);
  const posted = await run(
    'news',
    'Rates update',
    '<p>New rates.</p>',
    'Nouveaux taux',
    '<p>Nouveaux taux.</p>',
  );
  const id = /news (\d+) posted/.exec(posted)?.[1];
  const read = (language: string) =>
    call(h, 'GET', `user/news/findNewsById/${id}`, { token, headers: { 'accept-language': language } });
  expect((await read('fr')).json.data[0].title).toBe('Nouveaux taux');
  expect((await read('en')).json.data[0].title).toBe('Rates update');
  await run('page', '1', 'Terms', '<p>Terms.</p>', 'Conditions', '<p>Conditions.</p>');
  const page = await call(h, 'GET', 'settings/getpages/1', { headers: { 'accept-language': 'fr' } });
  expect(page.json.data[0]).toEqual({ title: 'Conditions', page_description: '<p>Conditions.</p>' });
});
