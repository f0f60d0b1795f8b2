import { eq } from 'drizzle-orm';
import { countries, states, uploads, users } from '../src/db/schema/index';
import { seedKycReference } from '../src/seed/kyc-reference';
import { ACCESS_KEY, PASSWORD, call, login, makeUser, useHarness } from './support/harness';

const h = useHarness();
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const postProfile = async (
  token: string,
  fields: Record<string, string | number>,
  file?: { name: string; bytes: Buffer },
) => {
  const boundary = '----profiletest';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/v1/user/profile/updateUserProfile',
    payload: Buffer.concat(parts),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-access-key': ACCESS_KEY,
      authorization: `Bearer ${token}`,
    },
  });
  return res.json();
};

const signedIn = async () => {
  await seedKycReference(h.database.db);
  const user = await makeUser(h);
  return { user, token: (await login(h, user.email)).jwt_token };
};

test('edit profile: details with timezones; update with photo; bad state, timezone and lying photo refused', async () => {
  const { user, token } = await signedIn();
  const details = (await call(h, 'GET', 'user/profile/getEditProfileDetails', { token })).json.data;
  expect(details).toMatchObject({
    email_id: user.email,
    customer_id: String(user.id),
    lang_id: '1',
    addressline1: '',
  });
  expect(details.timezones.length).toBeGreaterThan(5);
  expect(
    details.notification_list.every(
      (n: { notification_status: string }) => n.notification_status === 'Enable',
    ),
  ).toBe(true);
  const [es] = await h.database.db.select().from(countries).where(eq(countries.sortname, 'ES'));
  const [madrid] = await h.database.db.select().from(states).where(eq(states.name, 'Madrid'));
  const form = {
    first_name: 'Lucía',
    last_name: 'García',
    dob: '1991-02-03',
    timezone: 'Europe/Madrid',
    country_id: es!.id,
    state_id: madrid!.id,
    addressline1: 'Calle 1',
    addressline2: '2B',
    city: 'Madrid',
    zipcode: '28001',
    lang_id: 1,
  };
  expect((await postProfile(token, { ...form, state_id: 999999 })).message).toBe(
    'state_id: Select a valid state',
  );
  expect((await postProfile(token, { ...form, timezone: 'Mars/Olympus' })).message).toBe(
    'timezone: Select timezone',
  );
  expect((await postProfile(token, { ...form, first_name: '' })).message).toBe(
    'first_name: Enter first name',
  );
  expect((await postProfile(token, form, { name: 'me.png', bytes: GIF })).message).toBe(
    'file: the file content does not match its .png extension',
  );
  expect(await postProfile(token, form, { name: 'me.png', bytes: PNG })).toMatchObject({ code: '200' });
  const after = (await call(h, 'GET', 'user/profile/getEditProfileDetails', { token })).json.data;
  expect(after).toMatchObject({
    first_name: 'Lucía',
    timezone: 'Europe/Madrid',
    city: 'Madrid',
    country: String(es!.id),
    state: String(madrid!.id),
    dob: '1991-02-03',
  });
  const photo = await call(h, 'GET', `user/profile/getphoto/${after.image_64}`, { token });
  expect(photo.response.rawPayload.equals(PNG)).toBe(true);
  // A refused update (bad timezone) with a valid photo leaves the stored photo and the upload table as they were.
  expect(
    (await postProfile(token, { ...form, timezone: 'nope' }, { name: 'other.png', bytes: PNG })).code,
  ).toBe('400');
  expect(await h.database.db.select().from(uploads).where(eq(uploads.userId, user.id))).toHaveLength(1);
});

test('edit profile: a country without a state list is saved without a state; one with a list needs its state', async () => {
  const { token } = await signedIn();
  const [de] = await h.database.db.select().from(countries).where(eq(countries.sortname, 'DE'));
  const [es] = await h.database.db.select().from(countries).where(eq(countries.sortname, 'ES'));
  const [madrid] = await h.database.db.select().from(states).where(eq(states.name, 'Madrid'));
  const form = {
    first_name: 'Jonas',
    last_name: 'Weber',
    dob: '1988-04-05',
    timezone: 'Europe/Paris',
    addressline1: 'Hauptstraße 1',
    addressline2: '3. OG',
    city: 'Berlin',
    zipcode: '10115',
    lang_id: 1,
  };
  expect(await postProfile(token, { ...form, country_id: de!.id })).toMatchObject({ code: '200' });
  const after = (await call(h, 'GET', 'user/profile/getEditProfileDetails', { token })).json.data;
  expect(after).toMatchObject({ country: String(de!.id), state: '', city: 'Berlin' });
  // A state id for a country without states belongs to no country: refused, naming the field.
  expect(await postProfile(token, { ...form, country_id: de!.id, state_id: madrid!.id })).toMatchObject({
    code: '400',
    message: 'state_id: Select a valid state',
  });
  // Spain has a state list: the state is required there.
  expect(await postProfile(token, { ...form, country_id: es!.id })).toMatchObject({
    code: '400',
    message: 'state_id: Select state',
  });
});

test('change password: wrong current refused, mismatch and weak refused, new one works for login, other sessions end', async () => {
  const { user, token } = await signedIn();
  const other = (await login(h, user.email)).jwt_token;
  const change = (body: Record<string, string>) =>
    call(h, 'POST', 'user/auth/updatepassword', { token, body });
  expect(
    (
      await change({
        old_password: 'wrong-one1',
        new_password: 'N3wPassword',
        confirm_password: 'N3wPassword',
      })
    ).json,
  ).toMatchObject({ code: '400', message: 'Current password does not match.' });
  expect(
    (await change({ old_password: PASSWORD, new_password: 'N3wPassword', confirm_password: 'Other123' })).json
      .message,
  ).toBe('confirm_password: Do not match password.');
  expect(
    (await change({ old_password: '', new_password: 'N3wPassword', confirm_password: 'N3wPassword' })).json
      .message,
  ).toBe('old_password: Enter current password.');
  expect(
    (await change({ old_password: PASSWORD, new_password: 'short', confirm_password: 'short' })).json.message,
  ).toBe('new_password: Password must be at least 8 characters.');
  expect(
    (await change({ old_password: PASSWORD, new_password: 'N3wPassword', confirm_password: 'N3wPassword' }))
      .json.code,
  ).toBe('200');
  expect(
    (await call(h, 'POST', 'user/auth/login', { body: { email_id: user.email, password: PASSWORD } })).json
      .code,
  ).not.toBe('200');
  expect((await login(h, user.email, 'N3wPassword')).jwt_token).toBeTruthy();
  expect((await call(h, 'GET', 'user/profile/getEditProfileDetails', { token })).json.code).toBe('200');
  expect((await call(h, 'GET', 'user/profile/getEditProfileDetails', { token: other })).json.code).not.toBe(
    '200',
  );
});

test('notification settings: e-mail master switch and per-type in-app switches; unknown type and bad status refused', async () => {
  const { user, token } = await signedIn();
  expect(
    (await call(h, 'POST', 'user/profile/updateEmailNotification', { token, body: { status: 'Disable' } }))
      .json.code,
  ).toBe('200');
  expect((await h.database.db.select().from(users).where(eq(users.id, user.id)))[0]!.emailNotification).toBe(
    'Disable',
  );
  expect(
    (await call(h, 'POST', 'user/profile/updateEmailNotification', { token, body: { status: 'Off' } })).json
      .message,
  ).toBe('status: Status must be Enable or Disable');
  for (const status of ['Disable', 'Disable', 'Enable', 'Disable']) {
    expect(
      (
        await call(h, 'POST', 'user/notification/updateUserNotification', {
          token,
          body: { notification_type: 'Card', status },
        })
      ).json.code,
    ).toBe('200');
  }
  const list = (await call(h, 'GET', 'user/profile/getEditProfileDetails', { token })).json.data
    .notification_list;
  expect(
    list.find((n: { notification_type: string }) => n.notification_type === 'Card').notification_status,
  ).toBe('Disable');
  expect(
    list.filter((n: { notification_status: string }) => n.notification_status === 'Disable'),
  ).toHaveLength(1);
  expect(
    (
      await call(h, 'POST', 'user/notification/updateUserNotification', {
        token,
        body: { notification_type: 'Lottery', status: 'Enable' },
      })
    ).json.message,
  ).toBe('notification_type: Unknown notification type');
  expect(
    (await call(h, 'POST', 'user/notification/updateUserNotification', { token, body: { status: 'Enable' } }))
      .json.message,
  ).toBe('notification_type: Notification type is required');
});
