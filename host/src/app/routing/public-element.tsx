import type { ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import { LoginPage } from '../../features/auth/components/login-page';
import { lazyNamed } from './lazy-screens';

// Only the login page is in the first load; every other public screen is its own chunk (one for the
// registration screens, which share their form).
const registration = () =>
  import(/* webpackChunkName: "public-registration" */ '../../features/auth/components/registration-pages');
const DemoLoginPage = lazyNamed(
  () => import('../../features/auth/components/demo-login-page'),
  'DemoLoginPage',
);
const ForgotPasswordPage = lazyNamed(
  () =>
    import(
      /* webpackChunkName: "public-forgot-password" */ '../../features/auth/components/forgot-password-page'
    ),
  'ForgotPasswordPage',
);
const GoogleAuthPage = lazyNamed(
  () => import('../../features/auth/components/google-auth-page'),
  'GoogleAuthPage',
);
const IdentityPage = lazyNamed(() => import('../../features/auth/components/identity-page'), 'IdentityPage');
const OtpPage = lazyNamed(() => import('../../features/auth/components/otp-page'), 'OtpPage');
const ChooseShareholderPage = lazyNamed(registration, 'ChooseShareholderPage');
const CorporateRegistrationPage = lazyNamed(registration, 'CorporateRegistrationPage');
const PersonalRegistrationPage = lazyNamed(registration, 'PersonalRegistrationPage');
const RegisterChoicePage = lazyNamed(registration, 'RegisterChoicePage');
const VipRegistrationPage = lazyNamed(registration, 'VipRegistrationPage');

/** Public screens of spec 01 §2.1 by path (e-mail code screens share one page, SMS screens another). */
const PUBLIC: Record<string, () => ReactElement> = {
  '/': () => <LoginPage />,
  '/login': () => <LoginPage />,
  '/demologin': () => <DemoLoginPage />,
  '/register': () => <RegisterChoicePage />,
  '/old-register': () => <Navigate to="/register" replace />,
  '/choose-shareholder': () => <ChooseShareholderPage />,
  '/personal-registration': () => <PersonalRegistrationPage />,
  '/corporate-registration': () => <CorporateRegistrationPage />,
  '/vip-registration/:referal_code': () => <VipRegistrationPage />,
  '/register-verify-otp-email': () => <OtpPage channel="email" />,
  '/vipregister-verify-otp-email': () => <OtpPage channel="email" />,
  '/personal-registration-otp': () => <OtpPage channel="email" />,
  '/register-verify-otp-signup': () => <OtpPage channel="sms" />,
  '/register-verify-otp': () => <OtpPage channel="sms" />,
  '/register-google-auth': () => <GoogleAuthPage />,
  '/sumsub': () => <IdentityPage />,
  '/page-forgot-password': () => <ForgotPasswordPage />,
};

export const publicElement = (path: string): ReactElement => (PUBLIC[path] ?? (() => <LoginPage />))();

// The prerendered public screens in chunks of their own (decision 169): loaded before the page is hydrated.
const PRERENDERED_SCREENS: Record<string, { preload: () => Promise<unknown> }> = {
  '/register': RegisterChoicePage,
  '/page-forgot-password': ForgotPasswordPage,
};

export const preloadPublicScreen = async (path: string): Promise<void> => {
  await PRERENDERED_SCREENS[path]?.preload();
};
