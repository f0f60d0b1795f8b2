// The host's Module Federation runtime, created with the first remote the visitor needs. The host is a plain
// webpack build: /login and every host screen start without the federation runtime (~24 KiB gz), which arrives in
// this chunk together with the first remote's manifest.
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import { hostShared } from './host-shared';
import { portalRuntimePlugin } from './federation-runtime-plugin';

// Remotes are registered one by one, by their entry, once the host has read their manifest (remote-manifests.ts).
export const createHostFederation = (): ModuleFederation =>
  createInstance({
    name: 'host',
    remotes: [],
    shared: hostShared(),
    shareStrategy: 'loaded-first',
    // The remotes' production builds take the runtime from the page (externalRuntime): the host hands its copy
    // over, so one federation runtime serves every app.
    plugins: [injectExternalRuntimeCore(), portalRuntimePlugin()],
  });
