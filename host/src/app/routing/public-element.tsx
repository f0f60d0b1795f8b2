import type { ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import { DemoLoginPage } from '../../features/auth/components/demo-login-page';
import { ForgotPasswordPage } from '../../features/auth/components/forgot-password-page';
import { GoogleAuthPage } from '../../features/auth/components/google-auth-page';
import { IdentityPage } from '../../features/auth/components/identity-page';
import { LoginPage } from '../../features/auth/components/login-page';
import { OtpPage } from '../../features/auth/components/otp-page';
import {
  ChooseShareholderPage, CorporateRegistrationPage, PersonalRegistrationPage, RegisterChoicePage, VipRegistrationPage,
} from '../../features/auth/components/registration-pages';

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
