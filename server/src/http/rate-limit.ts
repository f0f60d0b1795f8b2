import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config';

type StoreCtor = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  ...rest: unknown[]
) => FastifyRateLimitStore;
// The plugin's own stores (CommonJS, no typings of their own): the Redis one and the in-memory one it falls back to.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreCtor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreCtor;

type Incr = FastifyRateLimitStore['incr'];

/** Counts in Redis; a call Redis cannot answer (down, unreachable, slow) counts in this process's memory instead,
 * so the limit still holds per process while Redis is away (docs/decisions/023-rate-limit-without-redis.md). */
class RedisOrMemoryStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
    private readonly onFallback: (error: Error) => void,
  ) {}

  incr(...[key, callback, timeWindow, max]: Parameters<Incr>): void {
    this.shared.incr(
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        this.onFallback(error);
        this.local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new RedisOrMemoryStore(
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.onFallback,
    );
  }
}

/** A client that never queues or waits: a command Redis cannot take now fails at once (or after 500 ms) and the
 * request is counted in memory, while the client reconnects in the background. */
const connect = async (app: FastifyInstance, url: string) => {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    commandTimeout: 500,
  });
  let up = true;
  /** One line when counting moves to memory, one when it comes back (not one per request). */
  const down = (error: Error) => {
    if (up) console.warn(`[rate-limit] Redis unavailable, counting in memory: ${error.message}`);
    up = false;
  };
  redis.on('error', down);
  redis.on('ready', () => {
    if (!up) console.warn('[rate-limit] Redis is back; counting there again');
    up = true;
  });
  // Redis down at start-up does not stop the API: the client keeps retrying.
  await redis.connect().catch(() => undefined);
  app.addHook('onClose', async () => redis.disconnect());
  return { redis, down };
};

/** Per client address (request.ip: the socket's peer, or the client a trusted proxy names), shared by every process
 * through Redis when REDIS_URL is set. Routes opt in (`config.rateLimit`, see registrar). */
export const registerRateLimit = async (app: FastifyInstance, config: AppConfig): Promise<void> => {
  if (!config.redisUrl) {
    await app.register(rateLimit, { global: false });
    return;
  }
  const { redis, down } = await connect(app, config.redisUrl);
  const store = class extends RedisOrMemoryStore {
    constructor() {
      super(new RedisStore(false, false, redis, 'portal-rate-limit-'), new LocalStore(false, false), down);
    }
  };
  await app.register(rateLimit, { global: false, store });
};
