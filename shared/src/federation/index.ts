import type { ComponentType } from 'react';

/** The four remotes, by the short names used in the route table and remotes.json. */
export type RemoteName = 'wallets' | 'cards' | 'exchange' | 'account';

/** Module Federation container names (valid JS identifiers) of each remote. */
export const REMOTE_SCOPES: Readonly<Record<RemoteName, string>> = {
  wallets: 'remote_wallets',
  cards: 'remote_cards',
  exchange: 'remote_exchange',
  account: 'remote_account',
};

export const REMOTE_NAMES = Object.keys(REMOTE_SCOPES) as RemoteName[];

/** `./routes` of a remote: page components keyed by the route pattern they own (e.g. `/card-settings/:id`).
 * The host's route table decides access; the remote only renders. */
export type RemoteRoutesModule = { routes: Readonly<Record<string, ComponentType>> };

/** `./widgets` of a remote: components the host composes into the dashboard. */
export type RemoteWidgetsModule = {
  widgets: Readonly<Record<string, ComponentType<Record<string, unknown>>>>;
};

/** What a remote's build records in its mf-manifest.json (`metaData.portal`). */
export type RemoteBuildInfo = { app: string; appVersion: string; contractVersion: string };

export { registerApp, reportSingletons } from './register-app';
export { DevHarness } from './dev-harness';
export { createPageShells } from './page-shell';
export { lazyComponent, withKitProviders } from './lazy-component';
export { PageFrame, type PageFrameProps } from './page-frame';
