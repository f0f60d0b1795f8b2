// The statically bundled variant of remote-loader.federated.ts (host `build:mono`): same API, no federation.
import type { RemoteName } from '@portal/shared';
import type { ExposedModule } from './remote-loader.federated';

export type { ExposedModule };

const modules: Record<string, () => Promise<unknown>> = {
  'wallets/./routes': () => import('remote_wallets/routes'),
  'wallets/./widgets': () => import('remote_wallets/widgets'),
  'cards/./routes': () => import('remote_cards/routes'),
  'exchange/./routes': () => import('remote_exchange/routes'),
  'exchange/./widgets': () => import('remote_exchange/widgets'),
  'account/./routes': () => import('remote_account/routes'),
  'account/./widgets': () => import('remote_account/widgets'),
};

export const registerPortalRemotes = (_remotes: Record<string, string>): void => undefined;

export const loadRemoteModule = async <T>(remote: RemoteName, exposed: ExposedModule): Promise<T> => {
  const load = modules[`${remote}/${exposed}`];
  if (!load) throw new Error(`${remote} does not expose ${exposed}`);
  return (await load()) as T;
};

export const warmFederation = (): void => undefined;

export const resetRemote = async (_remote: RemoteName): Promise<void> => undefined;
