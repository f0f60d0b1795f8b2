import { setTimeout as sleep } from 'node:timers/promises';
import type { EndpointDefinition } from '../contract';
import type { Handler } from '../http/handler';

/**
 * Runs `work` and answers, or fails, no sooner than `floorMs` after it began: an anonymous call whose work differs
 * for a known and an unknown account (a code issued, an e-mail queued) then takes the same time for both
 * (docs/decisions/022). The floor must stay well above the slower path.
 */
export const atLeast = async <T>(floorMs: number, work: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
};

/** The handler, answering no sooner than the config's `anonymousFloorMs` (success and failure alike). */
export const inUniformTime = <E extends EndpointDefinition>(handler: Handler<E>): Handler<E> => ({
  endpoint: handler.endpoint,
  handle: (ctx) => atLeast(ctx.config.anonymousFloorMs, () => handler.handle(ctx)),
});
