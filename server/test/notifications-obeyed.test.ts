import { commands } from '../src/cli/commands/index';
import { readOutbox } from '../src/adapters/outbox';
import { call, login, makeUser, useHarness } from './support/harness';

const h = useHarness();
const run = (name: string, ...args: string[]) =>
  commands.find((c) => c.name === name)!.run(h.database.db, args);

const setup = async () => {
  const user = await makeUser(h);
  const token = (await login(h, user.email)).jwt_token;
  const header = async () => (await call(h, 'GET', 'user/notification/getUserNotification', { token })).json;
  const mails = async () =>
    (await readOutbox(h.database.db, user.email)).filter((m) => m.subject.startsWith('Note'));
  const toggle = (notification_type: string, status: string, channel?: string) =>
    call(h, 'POST', 'user/notification/updateUserNotification', {
      token,
      body: { notification_type, status, ...(channel ? { channel } : {}) },
    });
  return { user, token, header, mails, toggle };
};

test('a notification reaches the header and the e-mail outbox while its type is switched on', async () => {
  const { user, header, mails } = await setup();
  expect(await run('notify', user.email, 'Note 1', 'Deposit credited', 'Deposit')).toContain(
    'in-app, e-mail',
  );
  expect((await header()).data.map((n: { title: string }) => n.title)).toContain('Note 1');
  expect((await mails()).map((m) => m.subject)).toEqual(['Note 1']);
});

test('an in-app type switched off is not listed (old ones included) and not stored; e-mail still goes', async () => {
  const { user, header, mails, toggle } = await setup();
  await run('notify', user.email, 'Note old', 'before', 'Swap');
  expect((await toggle('Crypto Exchange', 'Disable')).json.code).toBe('200');
  await run('notify', user.email, 'Note new', 'after', 'Buy');
  await run('notify', user.email, 'Note deposit', 'still on', 'Deposit');
  const answer = await header();
  expect(answer.data.map((n: { title: string }) => n.title)).toEqual(['Note deposit']);
  expect(answer.counter).toBe(1);
  expect((await mails()).map((m) => m.subject).sort()).toEqual(['Note deposit', 'Note new', 'Note old']);
  // Switched back on: the earlier ones are listed again, the one sent while off never existed.
  await toggle('Crypto Exchange', 'Enable');
  expect((await header()).data.map((n: { title: string }) => n.title)).toEqual(['Note deposit', 'Note old']);
});

test('an e-mail type switched off, or the e-mail master switch off, sends nothing to the outbox', async () => {
  const { user, token, header, mails, toggle } = await setup();
  expect((await toggle('Withdrawal', 'Disable', 'email')).json.code).toBe('200');
  expect(await run('notify', user.email, 'Note w', 'withdrawal', 'Withdraw')).toContain('(in-app)');
  expect(await mails()).toEqual([]);
  const list = (await call(h, 'GET', 'user/profile/getEditProfileDetails', { token })).json.data;
  expect(
    list.email_notification_list.find(
      (n: { notification_type: string }) => n.notification_type === 'Withdrawal',
    ).notification_status,
  ).toBe('Disable');
  expect(
    list.notification_list.find((n: { notification_type: string }) => n.notification_type === 'Withdrawal')
      .notification_status,
  ).toBe('Enable');
  await call(h, 'POST', 'user/profile/updateEmailNotification', { token, body: { status: 'Disable' } });
  await run('notify', user.email, 'Note d', 'deposit', 'Deposit');
  expect(await mails()).toEqual([]);
  await toggle('Withdrawal', 'Disable');
  expect(await run('notify', user.email, 'Note x', 'nothing', 'Withdraw')).toContain('not sent');
  expect((await header()).data.map((n: { title: string }) => n.title)).toEqual(['Note d']);
  expect((await toggle('Withdrawal', 'Enable', 'sms')).json.message).toBe(
    'channel: Channel must be app or email',
  );
});
