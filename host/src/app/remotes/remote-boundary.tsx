import { Component, type ReactNode } from 'react';
import type { RemoteName } from '@portal/shared';
import { RemoteLoadError } from './remote-errors';
import { forgetRemote } from './remote-module-cache';
import { releaseOf } from './remote-releases';
import { RemoteUnavailable } from './remote-unavailable';

type Props = { remote: RemoteName; children: ReactNode };
type State = { error: unknown; attempt: number };

/** One per remote slot: a remote that fails to load or crashes while rendering shows a translated panel with
 * Retry; the shell and the other remotes keep working. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    const release = releaseOf(this.props.remote) ?? 'unknown';
    console.error(`[portal] remote "${this.props.remote}" (release ${release}) failed`, error);
  }

  handleRetry = (): void => {
    forgetRemote(this.props.remote);
    this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }));
  };

  override render(): ReactNode {
    const { error, attempt } = this.state;
    if (error) {
      const failure = error instanceof RemoteLoadError ? error.failure : 'unavailable';
      return <RemoteUnavailable remote={this.props.remote} failure={failure} onRetry={this.handleRetry} />;
    }
    // The key remounts the subtree after a retry so Suspense asks for the module again.
    // data-remote-release: which build of the remote this page runs, for a support ticket (devtools).
    return (
      <div key={attempt} data-remote-release={releaseOf(this.props.remote)}>
        {this.props.children}
      </div>
    );
  }
}
