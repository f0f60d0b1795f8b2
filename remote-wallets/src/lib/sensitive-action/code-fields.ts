import type { SecondFactorCode } from '@portal/shared';

/** The fiat flows' body fields for the code: otp (SMS) or auth_code (authenticator). */
export const codeFields = (code: SecondFactorCode): { otp: string; auth_code: string } => ({
  otp: code?.kind === 'sms' ? code.code : '',
  auth_code: code?.kind === 'authenticator' ? code.code : '',
});
