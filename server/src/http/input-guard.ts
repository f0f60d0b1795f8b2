import { badRequest } from './api-error';

/** PostgreSQL integer columns hold 32 bits: a larger id is "not found" at best and a 500 at worst. */
export const MAX_INT = 2_147_483_647;
/** No request text is longer than this (the longest text columns take free text of a few KB). */
export const MAX_TEXT = 10_000;
export const MAX_IDEMPOTENCY_KEY = 200;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored as text (PostgreSQL refuses NUL; a lone surrogate is not valid UTF-8). */
export const textProblem = (value: string, max = MAX_TEXT): string | null => {
  if (value.includes('\u0000')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(value)) return 'contains an invalid character';
  if (value.length > max) return `must be at most ${max} characters`;
  return null;
};

/**
 * Refuses with 400 naming the field what the database would answer with an error: NUL characters, lone
 * surrogates, overlong text, and integers outside the 32-bit range. Runs on the validated params and body.
 */
export const assertStorable = (value: unknown, path: string): void => {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    if (problem) throw badRequest(`${path}: ${problem}`);
    return;
  }
  if (typeof value === 'number') {
    if (Number.isInteger(value) && Math.abs(value) > MAX_INT)
      throw badRequest(`${path}: must be at most ${MAX_INT}`);
    if (!Number.isFinite(value)) throw badRequest(`${path}: must be a finite number`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => assertStorable(item, `${path}.${index}`));
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) assertStorable(item, key);
  }
};

/** The Idempotency-Key header: printable ASCII, at most 200 characters. */
export const assertIdempotencyKey = (key: unknown): void => {
  if (key === undefined) return;
  if (typeof key !== 'string' || key.length > MAX_IDEMPOTENCY_KEY || !/^[\x21-\x7e]*$/.test(key)) {
    throw badRequest(`Idempotency-Key: must be at most ${MAX_IDEMPOTENCY_KEY} printable characters`);
  }
};
