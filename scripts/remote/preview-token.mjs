// Signed preview tokens: remote + release id + expiry, HMAC-SHA256 with a secret kept beside the environment's
// remotes.json (.run/). The token never carries a URL: the host's server resolves the id in the releases folder.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export const PREVIEW_COOKIE = 'portal_preview';

const b64 = (buffer) => Buffer.from(buffer).toString('base64url');
const sign = (secret, payload) => createHmac('sha256', secret).update(payload).digest();

/** The environment's secret, created on first use (0600: only its owner reads it). */
export const previewSecret = (file, { create = false } = {}) => {
  if (!existsSync(file)) {
    if (!create) return undefined;
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  }
  return readFileSync(file, 'utf8').trim();
};

export const createPreviewToken = (secret, { remote, release, ttlSeconds }) => {
  const payload = b64(JSON.stringify({ remote, release, exp: Math.floor(Date.now() / 1000) + ttlSeconds }));
  return `${payload}.${b64(sign(secret, payload))}`;
};

/** The token's claims if its signature holds and it has not expired, else undefined. */
export const verifyPreviewToken = (secret, token) => {
  if (!secret || typeof token !== 'string') return undefined;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = sign(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) return undefined;
    return { remote: String(claims.remote), release: String(claims.release), exp: claims.exp };
  } catch {
    return undefined;
  }
};
