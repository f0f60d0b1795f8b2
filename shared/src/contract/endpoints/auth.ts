import * as v from 'valibot';
import { answerOf, defineEndpoint } from '../define-endpoint';
import { companyNameRules, nameRules } from '../customer-text';
import {
  emailField,
  messageAnswer,
  phoneDigits,
  requiredText,
  secondFactorMode,
  yesNo,
} from '../common-schemas';

// Onboarding and sign-in. Spec 01 §2.1 lists the public routes but not their fields; this is our design
// (see server/README.md, "Onboarding"). Every registration starts a pending sign-up identified by a
// short-lived signup_token; the e-mail and SMS codes confirm it, then tokens are issued.

const password = v.pipe(
  v.string('Password is required.'),
  v.minLength(8, 'Password must be at least 8 characters.'),
  v.maxLength(128, 'Password is too long.'),
  v.regex(/[A-Za-z]/, 'Password needs a letter.'),
  v.regex(/\d/, 'Password needs a digit.'),
);
const otpCode = v.pipe(
  v.string('Verification code is required.'),
  v.trim(),
  v.regex(/^\d{6}$/, 'Verification code must be 6 digits.'),
);

const personFields = {
  first_name: v.pipe(
    requiredText('First Name is required.'),
    v.maxLength(100, 'First Name is too long (at most 100 characters).'),
    ...nameRules('first'),
  ),
  last_name: v.pipe(
    requiredText('Last Name is required.'),
    v.maxLength(100, 'Last Name is too long (at most 100 characters).'),
    ...nameRules('last'),
  ),
  email_id: v.pipe(emailField, v.maxLength(200, 'Email ID is too long (at most 200 characters).')),
  country_code: v.pipe(
    v.union([v.string(), v.number()]),
    v.transform(String),
    v.regex(/^\+?\d{1,4}$/, 'Country code is invalid.'),
  ),
  phone_number: v.pipe(phoneDigits, v.maxLength(20, 'Phone number is invalid.')),
  password,
  lang: v.optional(v.picklist(['en', 'fr']), 'en'),
};

const tokens = v.looseObject({ jwt_token: v.string(), jwt_refresh_token: v.string() });
const signupStarted = answerOf(
  v.looseObject({ signup_token: v.string(), email_id: v.string(), phone_hint: v.string() }),
);
const signupProgress = answerOf(
  v.looseObject({
    email_verified: yesNo,
    phone_verified: yesNo,
    jwt_token: v.optional(v.string()),
    jwt_refresh_token: v.optional(v.string()),
  }),
);

export const authEndpoints = {
  'auth.registerPersonal': defineEndpoint({
    id: 'auth.registerPersonal',
    method: 'POST',
    path: 'user/auth/register/personal',
    auth: 'public',
    body: v.object(personFields),
    answer: signupStarted,
  }),
  'auth.registerCorporate': defineEndpoint({
    id: 'auth.registerCorporate',
    method: 'POST',
    path: 'user/auth/register/corporate',
    auth: 'public',
    body: v.object({
      ...personFields,
      company_name: v.pipe(
        requiredText('Company name is required.'),
        v.maxLength(200, 'Company name is too long (at most 200 characters).'),
        ...companyNameRules(),
      ),
      is_one_share_holder: yesNo,
    }),
    answer: signupStarted,
  }),
  'auth.registerVip': defineEndpoint({
    id: 'auth.registerVip',
    method: 'POST',
    path: 'user/auth/register/vip',
    auth: 'public',
    body: v.object({ ...personFields, referal_code: requiredText('Referral code is required.') }),
    answer: signupStarted,
  }),
  'auth.verifySignupEmail': defineEndpoint({
    id: 'auth.verifySignupEmail',
    method: 'POST',
    path: 'user/auth/verify-signup-email',
    auth: 'public',
    body: v.object({ signup_token: v.string(), code: otpCode }),
    answer: signupProgress,
  }),
  'auth.verifySignupSms': defineEndpoint({
    id: 'auth.verifySignupSms',
    method: 'POST',
    path: 'user/auth/verify-signup-sms',
    auth: 'public',
    body: v.object({ signup_token: v.string(), code: otpCode }),
    answer: signupProgress,
  }),
  'auth.resendSignupCode': defineEndpoint({
    id: 'auth.resendSignupCode',
    method: 'POST',
    path: 'user/auth/resend-signup-code',
    auth: 'public',
    body: v.object({ signup_token: v.string(), channel: v.picklist(['email', 'sms']) }),
    answer: messageAnswer,
  }),
  'auth.authenticatorSetup': defineEndpoint({
    id: 'auth.authenticatorSetup',
    method: 'GET',
    path: 'user/auth/authenticator/setup',
    auth: 'user',
    answer: answerOf(v.looseObject({ secret: v.string(), otpauth_url: v.string() })),
  }),
  'auth.authenticatorConfirm': defineEndpoint({
    id: 'auth.authenticatorConfirm',
    method: 'POST',
    path: 'user/auth/authenticator/confirm',
    auth: 'user',
    // Re-authentication (contract 1.4): the password and the code of the current factor (an SMS code sent by
    // sendandcheckotp after the setup, which names the change). Optional here, required by the server.
    body: v.object({
      code: otpCode,
      password: v.optional(v.string()),
      current_code: v.optional(otpCode),
    }),
    answer: messageAnswer,
  }),
  'auth.login': defineEndpoint({
    id: 'auth.login',
    method: 'POST',
    path: 'user/auth/login',
    auth: 'public',
    body: v.object({
      email_id: emailField,
      password: v.pipe(v.string('Password is required.'), v.nonEmpty('Password is required.')),
    }),
    // Without a second factor the tokens come at once; otherwise a login_token to send with the code.
    answer: answerOf(
      v.looseObject({
        two_factor: secondFactorMode,
        login_token: v.optional(v.string()),
        jwt_token: v.optional(v.string()),
        jwt_refresh_token: v.optional(v.string()),
        demouser: v.optional(yesNo),
      }),
    ),
  }),
  'auth.loginVerify': defineEndpoint({
    id: 'auth.loginVerify',
    method: 'POST',
    path: 'user/auth/login/verify',
    auth: 'public',
    body: v.object({ login_token: v.string(), code: otpCode }),
    answer: answerOf(tokens),
  }),
  'auth.loginResendSms': defineEndpoint({
    id: 'auth.loginResendSms',
    method: 'POST',
    path: 'user/auth/login/resend-sms',
    auth: 'public',
    body: v.object({ login_token: v.string() }),
    answer: messageAnswer,
  }),
  'auth.demoLogin': defineEndpoint({
    id: 'auth.demoLogin',
    method: 'POST',
    path: 'user/auth/demologin',
    auth: 'public',
    answer: answerOf(
      v.looseObject({ jwt_token: v.string(), jwt_refresh_token: v.string(), demouser: yesNo }),
    ),
  }),
  'auth.forgotPassword': defineEndpoint({
    id: 'auth.forgotPassword',
    method: 'POST',
    path: 'user/auth/forgot-password',
    auth: 'public',
    body: v.object({ email_id: emailField }),
    answer: messageAnswer,
  }),
  'auth.resetPassword': defineEndpoint({
    id: 'auth.resetPassword',
    method: 'POST',
    path: 'user/auth/reset-password',
    auth: 'public',
    body: v.object({ email_id: emailField, code: otpCode, password }),
    answer: messageAnswer,
  }),
  'auth.refresh': defineEndpoint({
    id: 'auth.refresh',
    method: 'GET',
    path: 'user/auth/refreshauthtoken',
    auth: 'refresh',
    answer: answerOf(tokens),
  }),
  'auth.logout': defineEndpoint({
    id: 'auth.logout',
    method: 'GET',
    path: 'user/auth/logout',
    auth: 'user',
    answer: messageAnswer,
  }),
  // Ours (decision 119): an automatic logout ends its session with the refresh token, which outlives the access one.
  'auth.revoke': defineEndpoint({
    id: 'auth.revoke',
    method: 'GET',
    path: 'user/auth/revoke',
    auth: 'refresh',
    answer: messageAnswer,
  }),
  'auth.sendAndCheckOtp': defineEndpoint({
    id: 'auth.sendAndCheckOtp',
    method: 'GET',
    path: 'user/auth/sendandcheckotp',
    auth: 'user',
    answer: messageAnswer,
  }),
  'auth.publicIp': defineEndpoint({
    id: 'auth.publicIp',
    method: 'GET',
    path: 'ip',
    auth: 'public',
    answer: answerOf(v.looseObject({ ip: v.string() })),
  }),
  'auth.publicBranding': defineEndpoint({
    id: 'auth.publicBranding',
    method: 'GET',
    path: 'admin/logo/getbranding',
    auth: 'public',
    answer: answerOf(
      v.looseObject({
        logo: v.string(),
        mobile_logo: v.string(),
        favicon: v.string(),
        logo_title: v.string(),
        tagline: v.string(),
        colorsettings: v.array(v.record(v.string(), v.string())),
      }),
    ),
  }),
} as const;
