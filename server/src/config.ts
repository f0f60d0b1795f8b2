import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { serverDir } from './paths';
import { type FileStorage, fileStorageFrom } from './storage/file-store';

export type AppConfig = {
  /** Value of the client access-key header every call must carry. */
  accessKey: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** SESSION_MAX_AGE: a session's absolute lifetime from its sign-in; then a new sign-in (decision 138). */
  sessionMaxSeconds: number;
  /** SESSION_IDLE_TIMEOUT: a session no call has used for this long is over (shorter than the refresh token). */
  sessionIdleSeconds: number;
  corsOrigins: string[];
  uploadDir: string;
  /** Where upload bytes live (storage/file-store): FILE_STORAGE, else the database on PostgreSQL. */
  fileStorage: FileStorage;
  /** Limits for the sensitive public calls (login, OTP, referral, contact). */
  rateLimit: { max: number; timeWindowMs: number };
  /** REDIS_URL: the rate-limit counters shared by every API process; unset, each process counts in memory. */
  redisUrl: string | undefined;
  /** TRUST_PROXY: the proxies (addresses, CIDRs) whose X-Forwarded-For names the client; empty trusts nobody. */
  trustProxy: string[];
  /** PROXY_SECRET: sent by the balancer (X-Proxy-Secret); set, only a request carrying it may name the client. */
  proxySecret: string | undefined;
  devEndpoints: boolean;
  /** POST user/auth/demologin works, and an empty database gets the demo users (known password). Off in
   * production unless DEMO_MODE=1. */
  demoMode: boolean;
  /** Base of links sent by e-mail (referral links). */
  publicSiteUrl: string;
  /** WebAuthn relying party (decision 173): PASSKEY_RP_ID (default: PUBLIC_SITE_URL's host) and the origins an
   * assertion may come from, PASSKEY_ORIGINS (default: PUBLIC_SITE_URL's origin and CORS_ORIGINS). */
  passkey: { rpId: string; origins: string[] };
  logger: boolean;
  /** Repeat reads answered from memory until the next write (http/answer-cache; PGlite only). ANSWER_CACHE=off
   * measures the database path. */
  answerCache: boolean;
  /** Bounds on a slow or stalled client (docs/decisions/022): a silent socket, the request head, the whole request
   * (body included), and how often the whole-request bounds are checked. */
  httpTimeouts: { idleMs: number; headersMs: number; requestMs: number; checkIntervalMs: number };
  /** forgot-password and reset-password answer no sooner than this, known e-mail or not (decisions/022). */
  anonymousFloorMs: number;
};

/** proxy-addr's named ranges, then an IPv4/IPv6 address with an optional prefix length. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyEntry = (entry: string) => {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  const bits = version === 4 ? 32 : 128;
  return (
    version !== 0 &&
    rest.length === 0 &&
    (prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits))
  );
};

/** A list only: "true", "*" or a hop count would let any caller name its own address (spoofed rate-limit key,
 * login log and IP echo), so they stop the start instead. */
export const parseTrustProxy = (value: string | undefined): string[] => {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isProxyEntry(entry));
  if (wrong.length)
    throw new Error(
      `TRUST_PROXY: ${wrong.join(', ')} is not an address, a CIDR or loopback/linklocal/uniquelocal`,
    );
  return entries;
};

const defaultUploadDir = path.join(serverDir, '.data/uploads');
export const DEFAULT_ACCESS_KEY = 'portal-demo-access-key';

/** Why a production start must not go on, or null. Several processes must sign with one secret (a token or a
 * quote signed by one is checked by another), and the published demo access key protects nothing. */
export const productionConfigProblem = (env: NodeJS.ProcessEnv = process.env): string | null => {
  if (env.NODE_ENV !== 'production') return null;
  if (!env.JWT_SECRET || env.JWT_SECRET.length < 32)
    return 'JWT_SECRET must be set (at least 32 characters, the same for every API process) when NODE_ENV=production';
  if (!env.ACCESS_KEY || env.ACCESS_KEY === DEFAULT_ACCESS_KEY)
    return `ACCESS_KEY must be set to your own value (not the demo "${DEFAULT_ACCESS_KEY}") when NODE_ENV=production`;
  return null;
};

const DEFAULT_SITE = 'http://localhost:3000';
const corsOriginsOf = (env: NodeJS.ProcessEnv) =>
  listOf(
    env.CORS_ORIGINS ??
      'http://localhost:3000,http://127.0.0.1:3000,http://localhost:3001,http://localhost:3002,http://localhost:3003,http://localhost:3004',
  );

const listOf = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** http://127.0.0.1:3000 → http://localhost:3000 (a loopback address as the name browsers accept for it). */
const asLocalhost = (origin: string) => {
  const url = new URL(origin);
  if (!['127.0.0.1', '[::1]'].includes(url.hostname)) return origin;
  url.hostname = 'localhost';
  return url.origin;
};

/** The relying party follows the public URL: the origin customers use is the one their passkeys are bound to.
 * An RP id cannot be an IP address (WebAuthn), so a site served on a loopback address has its passkeys on
 * "localhost" (the same server under the name browsers treat as secure). */
export const passkeyConfig = (env: NodeJS.ProcessEnv, publicSiteUrl: string, corsOrigins: string[]) => {
  const site = new URL(publicSiteUrl);
  const rpId =
    env.PASSKEY_RP_ID || (isIP(site.hostname.replace(/^\[|\]$/g, '')) ? 'localhost' : site.hostname);
  const origins = env.PASSKEY_ORIGINS
    ? listOf(env.PASSKEY_ORIGINS)
    : [site.origin, ...corsOrigins]
        .map(asLocalhost)
        .filter((origin) => new URL(origin).hostname.endsWith(rpId));
  return { rpId, origins: [...new Set(origins)] };
};

export const loadConfig = (
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig => ({
  accessKey: env.ACCESS_KEY ?? DEFAULT_ACCESS_KEY,
  // Without JWT_SECRET every start signs with a new random secret (sessions end on restart): fine for a demo,
  // refused in production (productionConfigProblem).
  jwtSecret: env.JWT_SECRET ?? randomBytes(32).toString('hex'),
  accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL ?? 900),
  refreshTokenTtlSeconds: Number(env.REFRESH_TOKEN_TTL ?? 7 * 24 * 3600),
  sessionMaxSeconds: Number(env.SESSION_MAX_AGE ?? 12 * 3600),
  sessionIdleSeconds: Number(env.SESSION_IDLE_TIMEOUT ?? 30 * 60),
  corsOrigins: corsOriginsOf(env),
  uploadDir: env.UPLOAD_DIR ?? defaultUploadDir,
  fileStorage: fileStorageFrom(env),
  rateLimit: {
    max: Number(env.RATE_LIMIT_MAX ?? 60),
    timeWindowMs: Number(env.RATE_LIMIT_WINDOW_MS ?? 60_000),
  },
  redisUrl: env.REDIS_URL || undefined,
  trustProxy: parseTrustProxy(env.TRUST_PROXY),
  proxySecret: env.PROXY_SECRET || undefined,
  devEndpoints: env.NODE_ENV !== 'production' || env.DEV_ENDPOINTS === '1',
  demoMode: env.NODE_ENV !== 'production' || env.DEMO_MODE === '1',
  publicSiteUrl: env.PUBLIC_SITE_URL ?? DEFAULT_SITE,
  passkey: passkeyConfig(env, env.PUBLIC_SITE_URL ?? DEFAULT_SITE, corsOriginsOf(env)),
  logger: env.LOG === '1',
  answerCache: env.ANSWER_CACHE !== 'off',
  httpTimeouts: { idleMs: 30_000, headersMs: 20_000, requestMs: 120_000, checkIntervalMs: 5_000 },
  anonymousFloorMs: 250,
  ...overrides,
});
