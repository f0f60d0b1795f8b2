import type { AnyHandler } from '../../http/handler';
import { authenticatorConfirmHandler } from './authenticator-confirm';
import { authenticatorSetupHandler } from './authenticator-setup';
import { demoLoginHandler } from './demo-login';
import { forgotPasswordHandler } from './forgot-password';
import { loginHandler } from './login';
import { loginResendSmsHandler } from './login-resend-sms';
import { loginVerifyHandler } from './login-verify';
import { logoutHandler } from './logout';
import { passkeySignInHandler } from './passkey-sign-in';
import { passkeySignInOptionsHandler } from './passkey-sign-in-options';
import { publicBrandingHandler } from './public-branding';
import { publicIpHandler } from './public-ip';
import { refreshHandler } from './refresh';
import { registerCorporateHandler } from './register-corporate';
import { registerPersonalHandler } from './register-personal';
import { registerVipHandler } from './register-vip';
import { resendSignupCodeHandler } from './resend-signup-code';
import { resetPasswordHandler } from './reset-password';
import { revokeHandler } from './revoke';
import { sendAndCheckOtpHandler } from './send-and-check-otp';
import { verifySignupEmailHandler } from './verify-signup-email';
import { verifySignupSmsHandler } from './verify-signup-sms';

export const authHandlers: AnyHandler[] = [
  registerPersonalHandler,
  registerCorporateHandler,
  registerVipHandler,
  verifySignupEmailHandler,
  verifySignupSmsHandler,
  resendSignupCodeHandler,
  authenticatorSetupHandler,
  authenticatorConfirmHandler,
  loginHandler,
  loginVerifyHandler,
  loginResendSmsHandler,
  demoLoginHandler,
  passkeySignInOptionsHandler,
  passkeySignInHandler,
  forgotPasswordHandler,
  resetPasswordHandler,
  refreshHandler,
  logoutHandler,
  revokeHandler,
  sendAndCheckOtpHandler,
  publicIpHandler,
  publicBrandingHandler,
];
