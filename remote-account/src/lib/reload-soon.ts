import { invalidateEndpoint } from '@portal/shared';
import type { EndpointDefinition } from '@portal/shared/contract';

/** Spec 03 §4/§7: after a successful profile, document or password call the server message shows and the data
 * reloads "after about 1 second". Reloading the whole page would drop the host and the other remotes, so the
 * affected cached answers are refetched instead. Module-level timer: the form may unmount meanwhile. */
export const RELOAD_AFTER_MS = 1000;

export const reloadSoon = (...stale: readonly EndpointDefinition[]): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(() => {
      void Promise.all(stale.map((endpoint) => invalidateEndpoint(endpoint))).then(() => resolve());
    }, RELOAD_AFTER_MS);
  });
