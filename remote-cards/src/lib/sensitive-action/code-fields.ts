import { isApiError } from '@portal/shared';
import type { SecondFactorCode } from '@portal/shared';

/** The card flows' body fields for the code: authcode (authenticator) or otp (SMS). */
export const codeFields = (code: SecondFactorCode): { authcode: string; otp: string } => ({
  authcode: code?.kind === 'authenticator' ? code.code : '',
  otp: code?.kind === 'sms' ? code.code : '',
});

/** A wrong, expired or locked code: the code dialog stays open with the server message (401 wrong code,
 * 423 too many wrong codes); any other failure ends the flow in the result modal. */
export const isCodeFailure = (failure: unknown, code: SecondFactorCode): boolean =>
  !!code &&
  isApiError(failure) &&
  failure.kind === 'server' &&
  (failure.code === '401' || failure.code === '423');
