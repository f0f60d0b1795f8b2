// The one module through which the host loads remotes. `build:mono` swaps the implementation for static imports.
export {
  loadRemoteModule,
  registerPortalRemotes,
  resetRemote,
  warmFederation,
  type ExposedModule,
} from './remote-loader.federated';
