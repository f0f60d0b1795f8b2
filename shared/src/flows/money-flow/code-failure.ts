import { isApiError } from '../../api/api-error';
import type { SecondFactorCode } from '../../ui/second-factor/factor-modes';

/** A wrong, expired or locked code: the code dialog stays open with the server message (401 wrong code,
 * 423 too many wrong codes); any other failure ends the flow in the result modal. */
export const isCodeFailure = (failure: unknown, code: SecondFactorCode | { code: string }): boolean =>
  !!code &&
  isApiError(failure) &&
  failure.kind === 'server' &&
  (failure.code === '401' || failure.code === '423');
