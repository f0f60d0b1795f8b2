import { eq } from 'drizzle-orm';
import { sendEmail } from '../../src/adapters/outbox';
import { referralRequests } from '../../src/db/schema/index';
import { SUPPORT_ADDRESS } from '../../src/features/content/submit-contact';
import { TOO_MANY_MESSAGES } from '../../src/security/message-quota';
import { call, login, makeUser, setUser, useHarness } from '../support/harness';

// Issue 46: customer-written text the provider sends (names, company names, messages) must not carry a link or
// a sentence that reads as the provider's; header-bound fields hold no CR/LF; every e-mail a request can make
// the provider send is limited per recipient and per sender. Checked on what the outbox holds.
const h = useHarness();
type Mail = { subject: string; body: string };
const outbox = async (to: string) =>
  (await call(h, 'GET', `dev/outbox/${encodeURIComponent(to)}`)).json.data as Mail[];
const PHISHING = 'Alex. Your account is suspended: verify now at https://evil.example/verify';
const corporate = async (companyName = 'Relay Ltd') => {
  const user = await makeUser(h, { account: 'Corporate', isOneShareHolder: 'No', companyName });
  return { user, token: (await login(h, user.email)).jwt_token };
};
const shareholder = (first_name: string, email_id = 'holder@test.portal') => ({
  first_name,
  last_name: 'Holder',
  email_id,
  phone_number: '123456',
});

test('names are names: links, colons and host names are refused naming the field; accented names pass', async () => {
  const { token } = await corporate();
  const add = (body: object) => call(h, 'POST', 'user/account/addCustomer', { token, body });
  expect((await add(shareholder(PHISHING))).json).toMatchObject({
    code: '400',
    message: 'first_name: First Name may contain only letters, spaces, hyphens, apostrophes and full stops.',
  });
  expect((await add(shareholder('Alex verify at evil.example'))).json.message).toBe(
    'first_name: First Name must not contain a web address.',
  );
  expect((await add(shareholder('x.co'))).json.message).toBe(
    'first_name: First Name must not contain a web address.',
  );
  expect(await outbox('holder@test.portal')).toEqual([]);
  for (const [name, email] of [
    ["José-María O'Neil", 'a@test.portal'],
    ['Zoë d’Arc', 'b@test.portal'],
    ['J.R.R. Tolkien Jr.', 'c@test.portal'],
  ])
    expect((await add(shareholder(name!, email))).json.code).toBe('200');
  const register = await call(h, 'POST', 'user/auth/register/corporate', {
    body: {
      first_name: 'Ana',
      last_name: 'Silva',
      email_id: 'ana@test.portal',
      country_code: '44',
      phone_number: '7700900111',
      password: 'Passw0rd!x',
      company_name: 'Relay Ltd. Verify at evil.example',
      is_one_share_holder: 'Yes',
    },
  });
  expect(register.json.message).toBe('company_name: Company name must not contain a web address.');
  const accented = await call(h, 'POST', 'user/auth/register/corporate', {
    body: {
      first_name: 'Ana',
      last_name: 'Silva',
      email_id: 'ana@test.portal',
      country_code: '44',
      phone_number: '7700900111',
      password: 'Passw0rd!x',
      company_name: 'Müller & Söhne (UK) B.V.',
      is_one_share_holder: 'Yes',
    },
  });
  expect(accented.json.code).toBe('200');
});

test("the invitation quotes the company after the provider's words and leaves out the name the company typed", async () => {
  const { token } = await corporate('Relay Ltd');
  await call(h, 'POST', 'user/account/addCustomer', { token, body: shareholder('Sam') });
  const [mail] = await outbox('holder@test.portal');
  expect(mail!.body).toBe(
    'Hello,\n\nThis is Portal Payments Ltd. A corporate customer registered with us as “Relay Ltd” listed this address as a shareholder owning 25% or more. Please complete your identity verification.',
  );
  // A company name stored before the rule is left out rather than relayed.
  const legacy = await corporate('Relay Ltd');
  await setUser(h, legacy.user.id, { companyName: PHISHING });
  await call(h, 'POST', 'user/account/addCustomer', {
    token: legacy.token,
    body: shareholder('Sue', 'other@test.portal'),
  });
  const [relayed] = await outbox('other@test.portal');
  expect(relayed!.body).toContain('registered with us as A company listed this address');
  expect(relayed!.body).not.toMatch(/evil|suspended/);
});

test('invitation resends are limited per recipient and per sender', async () => {
  const { token } = await corporate();
  await call(h, 'POST', 'user/account/addCustomer', { token, body: shareholder('Sam') });
  const [holder] = (await call(h, 'GET', 'user/account/getAllCustomer', { token })).json.data as {
    user_id_pk: number;
  }[];
  const answers: string[] = [];
  for (let i = 0; i < 20; i += 1)
    answers.push(
      (
        await call(h, 'POST', 'user/account/resendCustomerEmail', {
          token,
          body: { user_id: holder!.user_id_pk },
        })
      ).json.message,
    );
  expect(answers.slice(0, 2)).toEqual(['Email sent successfully', 'Email sent successfully']);
  expect(new Set(answers.slice(2))).toEqual(new Set([TOO_MANY_MESSAGES]));
  expect(await outbox('holder@test.portal')).toHaveLength(3);
  // Per sender: twenty invitations an hour, to any addresses.
  const busy = await corporate();
  const codes: string[] = [];
  for (let i = 0; i < 21; i += 1)
    codes.push(
      (
        await call(h, 'POST', 'user/account/addCustomer', {
          token: busy.token,
          body: shareholder('Sam', `holder${i}@test.portal`),
        })
      ).json.code,
    );
  expect(codes.filter((code) => code === '200')).toHaveLength(20);
  expect(codes.at(-1)).toBe('429');
});

test('a referral link quotes the inviter, leaves out the typed name and is limited per recipient', async () => {
  const vip = await makeUser(h, { vipUser: 'Yes', tier: 2, firstName: 'Vera', lastName: 'Ip' });
  const token = (await login(h, vip.email)).jwt_token;
  const body = {
    fullname: 'Fred',
    email: 'fred@test.portal',
    country_code: '44',
    phone: '123456789',
    description: 'friend',
  };
  expect(
    (await call(h, 'POST', 'user/auth/referral-request', { token, body: { ...body, fullname: PHISHING } }))
      .json.message,
  ).toBe('fullname: Full name may contain only letters, spaces, hyphens, apostrophes and full stops.');
  await call(h, 'POST', 'user/auth/referral-request', { token, body });
  const [row] = await h.database.db
    .select()
    .from(referralRequests)
    .where(eq(referralRequests.userId, vip.id));
  await h.database.db
    .update(referralRequests)
    .set({ status: 'Approved' })
    .where(eq(referralRequests.id, row!.id));
  const send = () => call(h, 'POST', 'user/auth/sendreferrallink', { token, body: { rr_id: row!.id } });
  const codes = [];
  for (let i = 0; i < 4; i += 1) codes.push((await send()).json.code);
  expect(codes).toEqual(['200', '200', '200', '429']);
  const [mail] = await outbox('fred@test.portal');
  expect(mail!.subject).toBe('Your invitation to Portal Payments Ltd');
  expect(mail!.body).toContain('Our VIP customer “Vera Ip” invites you to open a VIP account: http');
  expect(mail!.body).not.toContain('Fred');
});

test('a subject with CR/LF is refused; the contact message is quoted; every subject leaves without controls', async () => {
  const user = await makeUser(h);
  const token = (await login(h, user.email)).jwt_token;
  const contact = (subject: string, details = 'My card is blocked.\nPlease help.') =>
    call(h, 'POST', 'user/SubmitContact', {
      token,
      body: { fullname: 'Ana Silva', emailid: 'ana@test.portal', subject, details },
    });
  expect((await contact('Hello\r\nBcc: victim@evil.example')).json).toMatchObject({
    code: '400',
    message: 'subject: Subject must not contain line breaks or control characters.',
  });
  expect((await outbox(SUPPORT_ADDRESS)).length).toBe(0);
  expect((await contact('Card')).json.code).toBe('200');
  const [mail] = await outbox(SUPPORT_ADDRESS);
  expect(mail!.body).toContain('From: “Ana Silva” <ana@test.portal>');
  expect(mail!.body).toContain('The customer wrote:\n> My card is blocked.\n> Please help.');
  // The adapter's last line of defence, for subjects the provider composes (back-office notifications).
  await sendEmail(h.database.db, {
    to: 'x@test.portal',
    subject: 'Hi\r\nBcc: v@evil.example\u2028',
    body: '',
  });
  expect((await outbox('x@test.portal'))[0]!.subject).toBe('Hi Bcc: v@evil.example');
  for (let i = 0; i < 4; i += 1) await contact(`Card ${i}`);
  expect((await contact('Card again')).json.message).toBe(TOO_MANY_MESSAGES);
});

test('reset codes are limited per address, known or not, with the same answers', async () => {
  const user = await makeUser(h);
  const ask = (email_id: string) => call(h, 'POST', 'user/auth/forgot-password', { body: { email_id } });
  for (const address of [user.email, 'nobody@test.portal']) {
    const codes = [];
    for (let i = 0; i < 6; i += 1) codes.push((await ask(address)).json.code);
    expect(codes).toEqual(['200', '200', '200', '200', '200', '429']);
  }
  expect(await outbox(user.email)).toHaveLength(5);
});
