import { currentLanguage, loadLanguage, trackPromise, type RemoteName } from '@portal/shared';
import { loadRemoteModule, resetRemote, type ExposedModule } from './remote-loader';

// One promise per exposed module, so every slot of a remote shares one load; tracked, so a module that arrived
// before the first render (preload-route.ts) shows at once (usePromise).
const cache = new Map<string, Promise<unknown>>();

export const remoteModule = <T>(remote: RemoteName, exposed: ExposedModule): Promise<T> => {
  const key = `${remote}:${exposed}`;
  let pending = cache.get(key);
  if (!pending) {
    // A remote fetches its French only for French visitors: its screens show once their texts are there.
    pending = trackPromise(
      loadRemoteModule<T>(remote, exposed).then(async (module) => {
        await loadLanguage(currentLanguage());
        return module;
      }),
    );
    cache.set(key, pending);
  }
  return pending as Promise<T>;
};

/** Retry: forget the failed promise and what the federation runtime cached for that remote. */
export const forgetRemote = (remote: RemoteName): void => {
  for (const key of [...cache.keys()]) if (key.startsWith(`${remote}:`)) cache.delete(key);
  void resetRemote(remote);
};
