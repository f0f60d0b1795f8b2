import { eq, sql } from 'drizzle-orm';
import { authenticator } from 'otplib';
import { users } from '../../src/db/schema/index';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../src/seed/demo-users';
import { call, lastCode } from '../support/harness';
import { PNG } from './world';
import type { Samples } from './sample';
import type { World } from './world';

let n = 0;
const person = (prefix: string) => {
  n += 1;
  return {
    first_name: 'Ana',
    last_name: 'Silva',
    email_id: `${prefix}${n}@walk.portal`,
    country_code: '351',
    phone_number: `9123400${String(n).padStart(2, '0')}`,
    password: 'Passw0rd!x',
  };
};
// The two sessions of the endSession sample, per world (its token and the session it ends).
const endSessionPair = new WeakMap<World, { mine: string; other: string }>();
const register = async (w: World) => {
  const body = person('signup');
  const { json } = await call(w.h, 'POST', 'user/auth/register/personal', { body });
  return { body, token: json.data.signup_token as string };
};
const pendingLogin = async (w: World, email: string) =>
  (await call(w.h, 'POST', 'user/auth/login', { body: { email_id: email, password: DEMO_PASSWORD } })).json
    .data.login_token as string;
const freshLogin = async (w: World, email = 'demo@demo.portal') =>
  (await call(w.h, 'POST', 'user/auth/login', { body: { email_id: email, password: DEMO_PASSWORD } })).json
    .data;

/** A sign-in for the session samples. They come after `auth.login` in the contract, whose fuzzing (wrong passwords
 * for demo@) locks the account: the lock is lifted first, as support would. */
const sessionLogin = async (w: World): Promise<string> => {
  await w.h.database.db.execute(sql`delete from failure_locks`);
  const answer = await freshLogin(w);
  if (!answer?.jwt_token) throw new Error('the session samples could not sign in demo@demo.portal');
  return answer.jwt_token as string;
};

export const authSamples: Samples = {
  'auth.registerPersonal': { token: async () => null, body: () => person('personal') },
  'auth.registerCorporate': {
    token: async () => null,
    body: () => ({ ...person('corp'), company_name: 'Walk Ltd', is_one_share_holder: 'No' }),
  },
  'auth.registerVip': {
    token: async () => null,
    body: async (w) => ({
      ...person('vip'),
      referal_code: (await w.h.database.db.select().from(users).where(eq(users.id, w.as.vip2!.id)))[0]!
        .referalCode,
    }),
  },
  'auth.verifySignupEmail': {
    token: async () => null,
    body: async (w) => {
      const r = await register(w);
      return { signup_token: r.token, code: await lastCode(w.h, r.body.email_id) };
    },
  },
  'auth.verifySignupSms': {
    token: async () => null,
    body: async (w) => {
      const r = await register(w);
      return { signup_token: r.token, code: await lastCode(w.h, `+351${r.body.phone_number}`) };
    },
  },
  'auth.resendSignupCode': {
    token: async () => null,
    body: async (w) => ({ signup_token: (await register(w)).token, channel: 'email' }),
  },
  'auth.authenticatorSetup': { as: 'vip1' },
  'auth.authenticatorConfirm': {
    as: 'vip1',
    body: async (w) => {
      const token = w.as.vip1!.token;
      const secret = (await call(w.h, 'GET', 'user/auth/authenticator/setup', { token })).json.data.secret;
      // Re-authentication: the password and the SMS code sent for this change (issue 22).
      await call(w.h, 'GET', 'user/auth/sendandcheckotp', { token });
      const [vip] = await w.h.database.db.select().from(users).where(eq(users.id, w.as.vip1!.id));
      return {
        code: authenticator.generate(secret),
        password: DEMO_PASSWORD,
        current_code: await lastCode(w.h, `+${vip!.countryCode}${vip!.phoneNumber}`),
      };
    },
  },
  'auth.login': {
    token: async () => null,
    body: () => ({ email_id: 'demo@demo.portal', password: DEMO_PASSWORD }),
  },
  'auth.loginVerify': {
    token: async () => null,
    body: async (w) => ({
      login_token: await pendingLogin(w, 'totp@demo.portal'),
      code: authenticator.generate(DEMO_TOTP_SECRET),
    }),
  },
  'auth.loginResendSms': {
    token: async () => null,
    body: async (w) => ({ login_token: await pendingLogin(w, 'sms@demo.portal') }),
  },
  'auth.demoLogin': { token: async () => null },
  'auth.forgotPassword': { token: async () => null, body: () => ({ email_id: 'crypto@demo.portal' }) },
  'auth.resetPassword': {
    token: async () => null,
    body: async (w) => {
      await call(w.h, 'POST', 'user/auth/forgot-password', { body: { email_id: 'crypto@demo.portal' } });
      return {
        email_id: 'crypto@demo.portal',
        code: await lastCode(w.h, 'crypto@demo.portal'),
        password: 'Walk!2345x',
      };
    },
  },
  'auth.refresh': {
    token: async () => null,
    headers: async (w) => ({ 'x-refresh-token': (await freshLogin(w)).jwt_refresh_token }),
  },
  'auth.logout': { token: async (w) => (await freshLogin(w)).jwt_token },
  'auth.revoke': {
    token: async () => null,
    headers: async (w) => ({ 'x-refresh-token': (await freshLogin(w)).jwt_refresh_token }),
  },
  'auth.sendAndCheckOtp': {},
  'auth.publicIp': { token: async () => null },
  'auth.publicBranding': { token: async () => null },
  'auth.listSessions': {},
  'auth.endSession': {
    // Signs in twice and ends the second session from the first (params run after token). Once per world: the
    // fuzz test sends this sample many times, and a sign-in each time would meet the sign-in rate limit.
    token: async (w) => {
      const known = endSessionPair.get(w);
      if (known) return known.mine;
      const mine = await sessionLogin(w);
      await sessionLogin(w);
      const { json } = await call(w.h, 'GET', 'user/auth/sessions', { token: mine });
      const other = json.data.find((row: { current: string }) => row.current === 'No').session_id as string;
      endSessionPair.set(w, { mine, other });
      return mine;
    },
    params: (w) => ({ session_id: endSessionPair.get(w)!.other }),
  },
  'auth.endOtherSessions': { token: sessionLogin },
  'user.getSecurityEvents': {},
};

export const shellSamples: Samples = {
  'shell.getUserDetails': {},
  'shell.getLogo': { token: async () => null, params: () => ({ file: 'logo.svg' }) },
  'shell.getMobileLogo': { token: async () => null, params: () => ({ file: 'mobile.svg' }) },
  'shell.getFavicon': { token: async () => null, params: () => ({ file: 'favicon.png' }) },
  'shell.getPhoto': { params: (w) => ({ file: w.ids.photo! }) },
  'shell.getUserProfileDetails': {},
  'shell.getUserNotification': {},
  'shell.updateUserNotificationHome': { params: (w) => ({ noti_id: w.ids.notification! }) },
  'shell.updateUserComment': { body: () => ({ feedback: 'Great portal' }) },
  'shell.checkKyc': {},
  'shell.getAllCustomer': { as: 'corporate' },
  'shell.getAllCountry': {},
  'shell.findAllCountries': {},
  'shell.addCustomer': {
    as: 'corporate-new',
    body: () => ({
      first_name: 'Sam',
      last_name: 'Holder',
      email_id: 'sam.holder@walk.portal',
      phone_number: '123456',
    }),
  },
  'shell.deleteCustomer': {
    as: 'corporate-new',
    body: async (w) => {
      const added = await call(w.h, 'POST', 'user/account/addCustomer', {
        token: w.as['corporate-new']!.token,
        body: {
          first_name: 'Del',
          last_name: 'Holder',
          email_id: 'del.holder@walk.portal',
          phone_number: '654321',
        },
      });
      if (added.json.code !== '200') throw new Error(JSON.stringify(added.json));
      const list = (
        await call(w.h, 'GET', 'user/account/getAllCustomer', { token: w.as['corporate-new']!.token })
      ).json.data as { user_id_pk: number; email_id: string }[];
      return { user_id: list.find((s) => s.email_id === 'del.holder@walk.portal')!.user_id_pk };
    },
  },
  'shell.resendCustomerEmail': { as: 'corporate', body: (w) => ({ user_id: w.ids.holder }) },
  'shell.updateCustomer': {
    as: 'corporate',
    body: (w) => ({ user_id: w.ids.holder, customer_name: 'Henri', customer_name_2: 'Holder' }),
  },
  'shell.addedAllShareHolders': { as: 'corporate' },
  'shell.getIbanKycDetails': {},
  'shell.getIbanKycFile': { params: (w) => ({ file: w.ids.ibanDoc! }) },
  'shell.storeIbanKyc': {
    as: 'pending',
    body: () => ({
      full_name: 'Pierre Durand',
      gender: 'Male',
      date_of_birth: '1990-01-01',
      nationality: 'FR',
      residential_address: 'Rue 1',
      city: 'Paris',
      state: 'IDF',
      zip_code: '75001',
      country: 'France',
      phone_code: '33',
      phone_number: '612345678',
      document_type: 'Passport',
      document_number: 'P123',
      issuing_country: 'FR',
      expiry_date: '2030-01-01',
      document_upload_confirmation: 'Provided',
      current_occupation: 'Engineer',
      employer_business_name: 'Acme',
      nature_of_business_activity: 'Software',
      source_of_funds: '["Salary"]',
      monthly_expected_transaction_volume: '5000',
      estimated_average_transaction_value: '200',
      account_holder_name: 'Pierre Durand',
      bank_name: 'Bank',
      iban_account_number: 'FR7630006000011234567890189',
      swift_bic: 'BANKFRPP',
      is_pep: 'No',
      is_subject_to_sanctions: 'No',
      is_us_person: 'No',
    }),
    files: {
      document_file: { name: 'id.png', bytes: PNG },
      proof_of_account_ownership: { name: 'rib.png', bytes: PNG },
    },
  },
  'shell.referralRequest': {
    as: 'vip2',
    body: () => ({
      fullname: 'A Friend',
      email: 'friend@walk.portal',
      country_code: '44',
      phone: '7700900123',
      description: 'a colleague',
    }),
  },
  'shell.sendReferralLink': { as: 'vip2', body: (w) => ({ rr_id: w.ids.referral }) },
  'shell.getReferralRequest': { as: 'vip2' },
  'dev.outbox': { token: async () => null, params: () => ({ address: 'crypto@demo.portal' }) },
  'dev.admin': { token: async () => null, body: () => ({ command: 'outbox', args: ['crypto@demo.portal'] }) },
};
