import { eq } from 'drizzle-orm';
import { kycRecords, notifications, referralRequests, users } from '../../src/db/schema/index';
import { call, login, makeUser, useHarness } from '../support/harness';

const h = useHarness();
const signedIn = async (input: Parameters<typeof makeUser>[1] = {}) => {
  const user = await makeUser(h, input);
  return { user, token: (await login(h, user.email)).jwt_token };
};

test('user details, profile, kyc check, countries, feedback', async () => {
  const { user, token } = await signedIn({ kyc: 'Approved' });
  const details = await call(h, 'GET', 'user/getUserDetails', { token });
  expect(details.json.data).toMatchObject({
    email_id: user.email,
    vip_user: 'No',
    logosettings: [{ logo_title: 'Portal Payments' }],
  });
  expect(details.json.data.login_logsarray).toHaveLength(1);
  expect((await call(h, 'GET', 'user/profile/getUserProfileDetails', { token })).json.data).toMatchObject({
    referal_code: user.referalCode,
    tier: 0,
  });
  expect((await call(h, 'GET', 'user/kyc/checkkyc', { token })).json.data[0].kyc_status).toBe('Approved');
  const countries = (await call(h, 'GET', 'user/findallCountries', { token })).json.data;
  expect(countries.find((c: { sortname: string }) => c.sortname === 'FR')).toMatchObject({
    name: 'France',
    phonecode: '33',
  });
  expect((await call(h, 'GET', 'user/account/getAllCountry', { token })).json.data.length).toBe(
    countries.length,
  );
  expect(
    (await call(h, 'POST', 'user/updateUserComment', { token, body: { feedback: 'Great' } })).json.code,
  ).toBe('200');
  expect(
    (await call(h, 'POST', 'user/updateUserComment', { token, body: { feedback: '  ' } })).json.message,
  ).toBe('feedback: feedback is required');
  const photo = await h.app.inject({
    method: 'GET',
    url: '/api/v1/user/profile/getphoto/default-avatar.svg',
    headers: { 'x-access-key': 'test-access-key', authorization: `Bearer ${token}` },
  });
  expect(photo.headers['content-type']).toContain('svg');
});

test("notifications: counter, mark read, another user's notification is refused and unchanged", async () => {
  const me = await signedIn();
  const other = await makeUser(h);
  await h.database.db.insert(notifications).values([
    { userId: me.user.id, title: 'A', description: 'a', transactionType: 'Internal' },
    { userId: me.user.id, title: 'B', description: 'b', transactionType: 'Buy', read: 'Yes' },
  ]);
  const [theirs] = await h.database.db
    .insert(notifications)
    .values({ userId: other.id, title: 'C', description: 'c' })
    .returning();
  const list = await call(h, 'GET', 'user/notification/getUserNotification', { token: me.token });
  expect(list.json.counter).toBe(1);
  expect(list.json.data.map((n: { title: string }) => n.title)).toEqual(['B', 'A']);
  const unread = list.json.data.find((n: { read: string }) => n.read === 'No');
  expect(
    (
      await call(h, 'GET', `user/notification/updateUserNotification_home/${unread.noti_id}`, {
        token: me.token,
      })
    ).json.code,
  ).toBe('200');
  expect(
    (await call(h, 'GET', 'user/notification/getUserNotification', { token: me.token })).json.counter,
  ).toBe(0);
  expect(
    (await call(h, 'GET', `user/notification/updateUserNotification_home/${theirs!.id}`, { token: me.token }))
      .status,
  ).toBe(404);
  expect(
    (await h.database.db.select().from(notifications).where(eq(notifications.id, theirs!.id)))[0]!.read,
  ).toBe('No');
  expect(
    (await call(h, 'GET', 'user/notification/updateUserNotification_home/abc', { token: me.token })).json
      .message,
  ).toBe('noti_id: must be a numeric id');
});

test("shareholders: corporate owner only, edit/delete/resend only while Pending, others' ids refused", async () => {
  const corp = await signedIn({ account: 'Corporate', isOneShareHolder: 'No' });
  const personal = await signedIn();
  expect((await call(h, 'GET', 'user/account/getAllCustomer', { token: personal.token })).status).toBe(403);
  const add = (body: object) => call(h, 'POST', 'user/account/addCustomer', { token: corp.token, body });
  expect(
    (await add({ first_name: 'S', last_name: 'H', email_id: 'bad', phone_number: '123' })).json.message,
  ).toBe('email_id: Please Enter Correct Email Format.');
  expect(
    (await add({ first_name: 'S', last_name: 'H', email_id: 's1@test.portal', phone_number: '12a' })).json
      .message,
  ).toBe('phone_number: Phone number is invalid.');
  expect(
    (
      await add({
        first_name: 'Sam',
        last_name: 'Holder',
        email_id: 's1@test.portal',
        phone_number: '123456',
      })
    ).json.code,
  ).toBe('200');
  expect(
    (
      await add({
        first_name: 'Sue',
        last_name: 'Holder',
        email_id: 's2@test.portal',
        phone_number: '654321',
      })
    ).json.code,
  ).toBe('200');
  const list = await call(h, 'GET', 'user/account/getAllCustomer', { token: corp.token });
  expect(list.json.data).toHaveLength(2);
  expect(list.json.allusergrp[0]).toHaveProperty('group_id');
  const [s1, s2] = list.json.data as {
    user_id_pk: number;
    country_code: string;
    user_kyc_kyc_api_status: string;
  }[];
  expect(s1).toMatchObject({ country_code: '1', user_kyc_kyc_api_status: 'Pending' });

  const otherCorp = await signedIn({ account: 'Corporate' });
  for (const path of ['deleteCustomer', 'resendCustomerEmail'])
    expect(
      (
        await call(h, 'POST', `user/account/${path}`, {
          token: otherCorp.token,
          body: { user_id: s1!.user_id_pk },
        })
      ).status,
    ).toBe(404);
  expect(
    (
      await call(h, 'POST', 'user/account/updateCustomer', {
        token: otherCorp.token,
        body: { user_id: s1!.user_id_pk, customer_name: 'X', customer_name_2: 'Y' },
      })
    ).status,
  ).toBe(404);
  expect((await h.database.db.select().from(users).where(eq(users.id, s1!.user_id_pk)))[0]!.firstName).toBe(
    'Sam',
  );

  expect(
    (
      await call(h, 'POST', 'user/account/updateCustomer', {
        token: corp.token,
        body: { user_id: s1!.user_id_pk, customer_name: 'Samuel', customer_name_2: 'Holder' },
      })
    ).json.code,
  ).toBe('200');
  expect(
    (
      await call(h, 'POST', 'user/account/resendCustomerEmail', {
        token: corp.token,
        body: { user_id: s1!.user_id_pk },
      })
    ).json.code,
  ).toBe('200');
  await h.database.db
    .update(kycRecords)
    .set({ kycStatus: 'Approved' })
    .where(eq(kycRecords.userId, s2!.user_id_pk));
  expect(
    (
      await call(h, 'POST', 'user/account/deleteCustomer', {
        token: corp.token,
        body: { user_id: s2!.user_id_pk },
      })
    ).json.code,
  ).toBe('409');
  expect(
    (
      await call(h, 'POST', 'user/account/deleteCustomer', {
        token: corp.token,
        body: { user_id: s1!.user_id_pk },
      })
    ).json.code,
  ).toBe('200');
  expect(
    (await call(h, 'GET', 'user/getUserDetails', { token: corp.token })).json.data.is_access_dashboard,
  ).toBe(false);
  expect((await call(h, 'GET', 'user/account/addedAllShareHolders', { token: corp.token })).json.code).toBe(
    '200',
  );
  expect((await call(h, 'GET', 'user/getUserDetails', { token: corp.token })).json.data).toMatchObject({
    is_access_dashboard: true,
    is_added_all_share_holders: 'Yes',
  });
});

test("referral requests: VIP tier 2 only, link only for Approved rows, others' rr_id refused", async () => {
  const vip = await signedIn({ vipUser: 'Yes', tier: 2 });
  const plain = await signedIn();
  const body = {
    fullname: 'Fred',
    email: 'fred@test.portal',
    country_code: '44',
    phone: '123456789',
    description: 'friend',
  };
  expect((await call(h, 'POST', 'user/auth/referral-request', { token: plain.token, body })).status).toBe(
    403,
  );
  expect(
    (
      await call(h, 'POST', 'user/auth/referral-request', {
        token: vip.token,
        body: { ...body, phone: '123' },
      })
    ).json.message,
  ).toBe('phone: Invalid Phone Number');
  expect((await call(h, 'POST', 'user/auth/referral-request', { token: vip.token, body })).json.code).toBe(
    '200',
  );
  const [row] = (await call(h, 'GET', 'user/auth/getreferralrequest', { token: vip.token })).json.data;
  expect(row).toMatchObject({ fullname: 'Fred', status: 'Pending' });
  expect(
    (await call(h, 'POST', 'user/auth/sendreferrallink', { token: vip.token, body: { rr_id: row.rr_id } }))
      .json.code,
  ).toBe('409');
  await h.database.db
    .update(referralRequests)
    .set({ status: 'Approved' })
    .where(eq(referralRequests.id, row.rr_id));
  const otherVip = await signedIn({ vipUser: 'Yes', tier: 2 });
  expect(
    (
      await call(h, 'POST', 'user/auth/sendreferrallink', {
        token: otherVip.token,
        body: { rr_id: row.rr_id },
      })
    ).status,
  ).toBe(404);
  expect(
    (await call(h, 'POST', 'user/auth/sendreferrallink', { token: vip.token, body: { rr_id: row.rr_id } }))
      .json.code,
  ).toBe('200');
  const mail = await call(h, 'GET', 'dev/outbox/fred@test.portal');
  expect(mail.json.data[0].body).toContain(`/vip-registration/${vip.user.referalCode}`);
});
