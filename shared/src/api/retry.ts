import { type AxiosResponse, isAxiosError } from 'axios';
import type { AnyEndpoint } from './call-options';

/** What may be sent a second time after a failure on the way (a deploy, a reload, a restarting database):
 * - a call with an Idempotency-Key (the server answers a key once: a second send replays or does it once), after
 *   no answer at all (reset, refused, timed out) or a 502, 503 or 504;
 * - a read (GET, except the token calls, which rotate or end a session), after a reset or refused connection or a
 *   502 or 503 (not a timeout: it would double a long wait).
 * Anything else is sent once: a POST without a key may have been carried out. */
export type RetrySafety = 'keyed' | 'read' | 'once';

export const retrySafetyOf = (endpoint: AnyEndpoint, keyed: boolean): RetrySafety => {
  if (keyed) return 'keyed';
  return endpoint.method === 'GET' && endpoint.auth !== 'refresh' ? 'read' : 'once';
};

const TIMEOUTS = new Set(['ECONNABORTED', 'ETIMEDOUT']);
const GATEWAY_STATUSES: Record<Exclude<RetrySafety, 'once'>, number[]> = {
  keyed: [502, 503, 504],
  read: [502, 503],
};

/** No answer (the connection was reset or refused, or timed out) or an answer from a gateway that says "not now". */
export type FirstTry = { response: AxiosResponse<unknown> } | { error: unknown };

export const deservesOneMore = (safety: RetrySafety, first: FirstTry): boolean => {
  if (safety === 'once') return false;
  if ('response' in first) return GATEWAY_STATUSES[safety].includes(first.response.status);
  if (!isAxiosError(first.error) || first.error.code === 'ERR_CANCELED') return false;
  return safety === 'keyed' || !TIMEOUTS.has(first.error.code ?? '');
};

const DEFAULT_WAIT_MS = 250;
const MAX_WAIT_MS = 2_000;

/** How long to wait before the second send: the answer's Retry-After (seconds, at most 2 s), else 250 ms. */
export const waitBeforeRetryMs = (first: FirstTry): number => {
  const header = 'response' in first ? first.response.headers?.['retry-after'] : undefined;
  const seconds = Number(header);
  return header !== undefined && Number.isFinite(seconds) && seconds >= 0
    ? Math.min(seconds * 1000, MAX_WAIT_MS)
    : DEFAULT_WAIT_MS;
};

/** Resolves after `ms`, or rejects with the signal's reason when the caller cancels meanwhile. */
export const pause = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', cancel);
      resolve();
    }, ms);
    const cancel = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', cancel, { once: true });
  });
