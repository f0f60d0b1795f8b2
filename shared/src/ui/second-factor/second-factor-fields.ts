import type { SecondFactorCode } from './use-second-factor-step';

/** The body fields of the code typed in the confirm step: auth_code (authenticator) or smscode (SMS). */
export const secondFactorFields = (code: SecondFactorCode): { auth_code?: string; smscode?: string } => {
  if (!code) return {};
  return code.kind === 'authenticator' ? { auth_code: code.code } : { smscode: code.code };
};
