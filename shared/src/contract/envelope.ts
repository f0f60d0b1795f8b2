import * as v from 'valibot';

/** Every answer is `{ code, message, data }`; the string "200" means success (specs 01–03 §7). */
export const SUCCESS_CODE = '200';

/** The two messages after which the client refreshes its token (spec 01 §4). */
export const TOKEN_INVALID_REFRESHING = 'User auth token invalid, Refreshing the token';
export const TOKEN_MISSING_OR_INVALID = 'User auth token not provided or invalid';
export const TOKEN_EXPIRY_MESSAGES = [TOKEN_INVALID_REFRESHING, TOKEN_MISSING_OR_INVALID] as const;

/** Header names. The access-key header name is configurable on the client through config.json. */
export const ACCESS_KEY_HEADER = 'x-access-key';
export const REFRESH_TOKEN_HEADER = 'x-refresh-token';
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** A foreign server may send the code as a number; it is normalised to a string. */
export const codeSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((c) => String(c)),
);

export const envelopeSchema = v.looseObject({
  code: codeSchema,
  message: v.optional(v.string(), ''),
  data: v.optional(v.unknown()),
});

export type Envelope<TData = unknown> = { code: string; message: string; data: TData } & Record<
  string,
  unknown
>;
