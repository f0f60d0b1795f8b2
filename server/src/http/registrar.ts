import { API_PREFIX, IDEMPOTENCY_KEY_HEADER, type EndpointDefinition } from '../contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { callerIp } from '../adapters/public-ip';
import { ApiError } from './api-error';
import { ANSWER_CACHED, type AnswerCache, createAnswerCache } from './answer-cache';
import { messageLanguageOf } from '../i18n/translate-message';
import { isBinary, isStreamed, streamedBody } from './envelope';
import type { AnyHandler, HandlerContext } from './handler';
import { onceMoreWhenDatabaseBack } from './database-retry';
import { type Stored, withIdempotency } from './idempotency';
import { assertIdempotencyKey, assertStorable } from './input-guard';
import { discardUploads, readMultipart } from './multipart';
import { assertMayMoveMoney } from '../security/money-policy';
import { type Guards, createGuards } from '../security/throttle';
import { claimsOf, requestGate } from './request-gate';
import { parseOr400 } from './validate';

/** Public calls an attacker would hammer: rate-limited per IP (limits from config). */
export const RATE_LIMITED = new Set([
  'auth.login',
  'auth.loginVerify',
  'auth.loginResendSms',
  'auth.demoLogin',
  'auth.registerPersonal',
  'auth.registerCorporate',
  'auth.registerVip',
  'auth.verifySignupEmail',
  'auth.verifySignupSms',
  'auth.resendSignupCode',
  'auth.forgotPassword',
  'auth.resetPassword',
  'auth.sendAndCheckOtp',
  'passkey.signInOptions',
  'passkey.signIn',
  'shell.referralRequest',
  'shell.sendReferralLink',
]);
const JSON_TYPE = 'application/json; charset=utf-8';
const isRateLimited = (endpoint: EndpointDefinition) =>
  RATE_LIMITED.has(endpoint.id) || /contact/i.test(endpoint.path);

/** Previews take the files only to check them (the submit that follows sends them again): never stored. */
const CHECK_ONLY_FILES = new Set(['deposit.depositFundCheck']);

type Deps = {
  db: Db;
  config: AppConfig;
  guards?: Guards;
  endpoints: Record<string, EndpointDefinition>;
  handlers: AnyHandler[];
  log: (message: string) => void;
  answers?: AnswerCache;
};

/** The answer cache's key of a read (undefined: not kept): its caller, language, params and query. */
const answerKey = (endpoint: EndpointDefinition, parts: unknown[]): string | undefined =>
  endpoint.method === 'GET' && ANSWER_CACHED.has(endpoint.id)
    ? [endpoint.id, ...parts.map((part) => JSON.stringify(part))].join('\n')
    : undefined;

/** A money call runs on its Idempotency-Key (one answer per key); a call that meets a lost database connection is
 * run once more when that is safe, else answered 503 (http/database-retry). */
const executeOnce = (
  db: Db,
  endpoint: EndpointDefinition,
  { userId, key, identity }: { userId: number; key: unknown; identity: unknown },
  execute: (on: Db) => Promise<Stored>,
) => {
  const keyed = Boolean(endpoint.moneyMoving && typeof key === 'string' && key && userId);
  return onceMoreWhenDatabaseBack(db, keyed, () =>
    keyed
      ? withIdempotency(db, { userId, key: key as string, endpointId: endpoint.id, body: identity }, execute)
      : execute(db),
  );
};

const run = async (
  deps: Deps,
  endpoint: EndpointDefinition,
  handler: AnyHandler | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const { db, config } = deps;
  const claims = claimsOf(request);
  const params = endpoint.params ? parseOr400(endpoint.params, request.params, 'params') : {};
  assertStorable(params, 'params');
  const query = endpoint.query ? parseOr400(endpoint.query, request.query, 'query') : {};
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  const language = messageLanguageOf(request.headers['accept-language']);
  if (endpoint.moneyMoving) assertIdempotencyKey(key);
  // Gate before reading files: a refused caller stores nothing.
  if (endpoint.moneyMoving && claims.userId) await assertMayMoveMoney(db, claims.userId, endpoint.id);
  const multipart = endpoint.files ? await readMultipart(request, endpoint.files) : undefined;
  const body = endpoint.body ? parseOr400(endpoint.body, multipart?.fields ?? request.body, 'body') : {};
  assertStorable(body, 'body');
  if (!handler) throw new ApiError('501', `${endpoint.id} is not implemented on this server yet`, 501);
  // Files are checked (allow-list, magic bytes, container) first, stored only once the request succeeds.
  const checked = multipart ? await multipart.check() : undefined;
  // A money call runs on its Idempotency-Key's transaction (`on`): its files are recorded in it too.
  const execute = async (on: Db) => {
    const files =
      checked && !CHECK_ONLY_FILES.has(endpoint.id) ? await checked.store(on, config, claims.userId) : {};
    const ctx: HandlerContext<EndpointDefinition> = {
      db: on,
      config,
      userId: claims.userId,
      sessionId: claims.familyId,
      params: params as never,
      body: body as never,
      query: query as never,
      files,
      ip: callerIp(request),
      language,
      guards: deps.guards!,
      request,
      reply,
    };
    try {
      return { status: 200, answer: await handler.handle(ctx) };
    } catch (error) {
      await discardUploads(on, config, Object.values(files));
      throw error;
    }
  };
  const cacheKey = deps.answers && answerKey(endpoint, [claims.userId, language, params, query]);
  const kept = cacheKey ? deps.answers?.get(db, cacheKey) : undefined;
  if (kept) return reply.code(200).type(JSON_TYPE).send(kept);
  const mark = deps.answers?.mark(db);
  // A multipart body is identified by its text fields and the files' bytes (request.body is empty then).
  const identity = multipart ? { fields: multipart.fields, files: multipart.digest } : request.body;
  const result = await executeOnce(db, endpoint, { userId: claims.userId, key, identity }, execute);
  if (isBinary(result.answer)) {
    // A stored document is downloaded, never rendered by the browser in the portal's origin.
    // (<img> still shows an image sent as an attachment; only opening it as a page downloads it.)
    const { fileName } = result.answer;
    reply.header('content-disposition', fileName ? `attachment; filename="${fileName}"` : 'attachment');
    // Public images (logo, favicon) may be cached; a customer's documents may not.
    return reply
      .header('cache-control', endpoint.auth === 'public' ? 'private, max-age=300' : 'no-store')
      .type(result.answer.contentType)
      .send(result.answer.body);
  }
  if (isStreamed(result.answer))
    return reply
      .code(200)
      .type(JSON_TYPE)
      .send(Readable.from(await streamedBody(result.answer)));
  if (cacheKey && deps.answers) {
    const json = JSON.stringify(result.answer);
    deps.answers.keep(db, cacheKey, mark, json);
    return reply.code(result.status).type(JSON_TYPE).send(json);
  }
  return reply.code(result.status).send(result.answer);
};

/** Registers one route per contract entry; entries without a handler answer 501 until implemented. */
export const registerContractRoutes = (app: FastifyInstance, given: Deps): void => {
  const deps = {
    ...given,
    guards: given.guards ?? createGuards(given.db),
    answers: given.config.answerCache ? createAnswerCache() : undefined,
  };
  const byId = new Map<string, AnyHandler>();
  for (const handler of deps.handlers) {
    if (deps.endpoints[handler.endpoint.id] !== handler.endpoint)
      throw new Error(`Handler for ${handler.endpoint.id} does not match a contract entry`);
    if (byId.has(handler.endpoint.id)) throw new Error(`Two handlers for ${handler.endpoint.id}`);
    byId.set(handler.endpoint.id, handler);
  }
  const seen = new Map<string, string>();
  for (const endpoint of Object.values(deps.endpoints)) {
    if (endpoint.id.startsWith('dev.') && !deps.config.devEndpoints) continue;
    const route = `${endpoint.method} ${endpoint.path}`;
    if (seen.has(route)) {
      deps.log(`contract: ${endpoint.id} repeats ${route} of ${seen.get(route)}; only the first is served`);
      continue;
    }
    seen.set(route, endpoint.id);
    app.route({
      method: endpoint.method,
      url: `${API_PREFIX}${endpoint.path}`,
      config: isRateLimited(endpoint)
        ? { rateLimit: { max: deps.config.rateLimit.max, timeWindow: deps.config.rateLimit.timeWindowMs } }
        : {},
      onRequest: requestGate(deps, endpoint),
      handler: (request, reply) => run(deps, endpoint, byId.get(endpoint.id), request, reply),
    });
  }
};
