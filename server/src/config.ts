import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { serverDir } from './paths';

export type AppConfig = {
  /** Value of the client access-key header every call must carry. */
  accessKey: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  corsOrigins: string[];
  uploadDir: string;
  /** Limits for the sensitive public calls (login, OTP, referral, contact). */
  rateLimit: { max: number; timeWindowMs: number };
  devEndpoints: boolean;
  /** POST user/auth/demologin works, and an empty database gets the demo users (known password). Off in
   * production unless DEMO_MODE=1. */
  demoMode: boolean;
  /** Base of links sent by e-mail (referral links). */
  publicSiteUrl: string;
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

const defaultUploadDir = path.join(serverDir, '.data/uploads');

export const loadConfig = (
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig => ({
  accessKey: env.ACCESS_KEY ?? 'portal-demo-access-key',
  // Without JWT_SECRET every start signs with a new random secret (sessions end on restart): fine for a demo.
  jwtSecret: env.JWT_SECRET ?? randomBytes(32).toString('hex'),
  accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL ?? 900),
  refreshTokenTtlSeconds: Number(env.REFRESH_TOKEN_TTL ?? 7 * 24 * 3600),
  corsOrigins: (
    env.CORS_ORIGINS ??
    'http://localhost:3000,http://127.0.0.1:3000,http://localhost:3001,http://localhost:3002,http://localhost:3003,http://localhost:3004'
  )
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
  uploadDir: env.UPLOAD_DIR ?? defaultUploadDir,
  rateLimit: {
    max: Number(env.RATE_LIMIT_MAX ?? 60),
    timeWindowMs: Number(env.RATE_LIMIT_WINDOW_MS ?? 60_000),
  },
  devEndpoints: env.NODE_ENV !== 'production' || env.DEV_ENDPOINTS === '1',
  demoMode: env.NODE_ENV !== 'production' || env.DEMO_MODE === '1',
  publicSiteUrl: env.PUBLIC_SITE_URL ?? 'http://localhost:3000',
  logger: env.LOG === '1',
  answerCache: env.ANSWER_CACHE !== 'off',
  httpTimeouts: { idleMs: 30_000, headersMs: 20_000, requestMs: 120_000, checkIntervalMs: 5_000 },
  anonymousFloorMs: 250,
  ...overrides,
});
