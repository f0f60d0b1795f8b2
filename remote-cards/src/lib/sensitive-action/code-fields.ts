import type { SecondFactorCode } from '@portal/shared';

/** The card flows' body fields for the code: authcode (authenticator) or otp (SMS). */
export const codeFields = (code: SecondFactorCode): { authcode: string; otp: string } => ({
  authcode: code?.kind === 'authenticator' ? code.code : '',
  otp: code?.kind === 'sms' ? code.code : '',
});
