import { createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../../http/api-error';

// A preview is a quote (our design, ARCHITECTURE "## remote-exchange"): the server signs the prices it quoted
// with the order's inputs and an expiry, and the submit that brings the token back is charged at exactly those
// prices. After the expiry the submit is refused (410) and the client asks for a new preview: nobody is charged
// an amount they were not shown. Stateless (HMAC with the server secret), so any node behind a balancer checks it.

export const QUOTE_VALID_SECONDS = 60;
export const QUOTE_EXPIRED = 'This price quote has expired. Please review the new price.';
export const QUOTE_MISMATCH = 'This price quote was issued for another order.';

export type QuoteKind = 'buy' | 'sell' | 'swap';
export type QuotedPrices = Record<string, string>;
type Claims = { u: number; k: QuoteKind; i: string; p: QuotedPrices; e: number };

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** The inputs a quote is bound to, in one canonical string (amount as typed by the schema, trimmed). */
export const quoteInput = (...parts: (string | number)[]): string =>
  parts.map((part) => String(part).trim()).join('|');

export const issueQuote = (secret: string, claims: Omit<Claims, 'e'>, now = Date.now()) => {
  const expires = now + QUOTE_VALID_SECONDS * 1000;
  const payload = Buffer.from(JSON.stringify({ ...claims, e: expires })).toString('base64url');
  return {
    quote_token: `${payload}.${sign(secret, payload)}`,
    quote_expires_at: new Date(expires).toISOString(),
    quote_valid_seconds: QUOTE_VALID_SECONDS,
  };
};

/** The prices of a valid quote for this user, kind and inputs; 410 once expired, 400 when forged or for
 * another order. */
export const readQuote = (
  secret: string,
  token: string,
  expected: { userId: number; kind: QuoteKind; input: string },
  now = Date.now(),
): QuotedPrices => {
  const [payload = '', signature = ''] = token.split('.');
  const good = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (good.length !== given.length || !timingSafeEqual(good, given))
    throw new ApiError('400', QUOTE_MISMATCH);
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims; // signed by us: well-formed
  if (claims.u !== expected.userId || claims.k !== expected.kind || claims.i !== expected.input)
    throw new ApiError('400', QUOTE_MISMATCH);
  if (now > claims.e) throw new ApiError('410', QUOTE_EXPIRED);
  return claims.p;
};
