import { translate } from '../i18n/i18n';

/** server: code ≠ "200" (message from the server); network: no answer; unexpected: an answer we cannot read;
 * session-expired: the token refresh failed; aborted: the caller cancelled. */
export type ApiErrorKind = 'server' | 'network' | 'unexpected' | 'session-expired' | 'aborted';

export const GENERIC_ERROR_KEY = 'shared:errors.generic';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The envelope code for `server` errors (e.g. "400"), otherwise undefined. */
  readonly code: string | undefined;
  /** The server's message, shown as is in the error banner (spec 01 §8). */
  readonly serverMessage: string | undefined;
  /** The whole answer when there was one (some error answers carry data). */
  readonly answer: unknown;

  constructor(
    kind: ApiErrorKind,
    options: { code?: string; serverMessage?: string; answer?: unknown; cause?: unknown } = {},
  ) {
    super(options.serverMessage || kind, { cause: options.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.code = options.code;
    this.serverMessage = options.serverMessage || undefined;
    this.answer = options.answer;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The text to show for any failure: the server message when there is one, else the generic message. */
export const errorMessage = (error: unknown): string =>
  isApiError(error) && error.serverMessage ? error.serverMessage : translate(GENERIC_ERROR_KEY);
