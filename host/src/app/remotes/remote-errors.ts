import type { RemoteName } from '@portal/shared';

export type RemoteFailure = 'unavailable' | 'incompatible';

/** Thrown by the loader; the remote boundary turns it into the translated panel with Retry. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly failure: RemoteFailure,
    readonly detail: string,
  ) {
    super(`${remote}: ${failure} (${detail})`);
    this.name = 'RemoteLoadError';
  }
}
