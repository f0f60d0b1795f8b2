import pg from 'pg';
import { type ConnectionWrites, noteStatement } from './request-writes';
import { markUnavailable } from './unavailable';

type Release = (error?: Error | boolean) => void;
type Callback = (error: Error | null) => void;
const textOf = (config: unknown): string =>
  typeof config === 'string' ? config : String((config as { text?: unknown } | null)?.text ?? '');

/** A checked-out connection that died is given back to the pool after this long if its user never does (drizzle
 * releases nothing when its BEGIN fails): the pool would otherwise lose that slot for good. */
const ORPHAN_RELEASE_MS = 2_000;

/**
 * The pool's connections. node-postgres emits 'error' on a connection whose socket ends (PostgreSQL restarted, the
 * backend terminated by an administrator); the pool listens only while the connection is idle, and an 'error'
 * without a listener kills the process. So every connection listens for its whole life, in use or not: the
 * request using it gets the error from its query (a 503, http/error-envelope) and the pool drops it on release.
 * Connecting errors are marked as "database unavailable" whatever their code, and every statement is noted for
 * the request that sends it (db/request-writes: may a request that lost its connection be run again?).
 */
export class PortalClient extends pg.Client {
  private readonly writes: ConnectionWrites = { inTransaction: false, wroteInTransaction: false };
  private poolRelease: Release | undefined;
  private released = true;
  private orphanTimer: NodeJS.Timeout | undefined;

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', (error: Error) => this.lost(error));
  }

  private lost(error: Error) {
    // An idle connection's loss is the pool's to report (client.ts).
    if (this.released || this.orphanTimer) return;
    console.warn(`[db] a PostgreSQL connection in use was lost: ${error.message}`);
    this.orphanTimer = setTimeout(() => this.release(error), ORPHAN_RELEASE_MS);
    this.orphanTimer.unref();
  }

  /** Set by the pool on every checkout; read by whoever checked the connection out. Releasing twice is a no-op. */
  get release(): Release {
    return (error) => {
      if (this.released) return;
      this.released = true;
      clearTimeout(this.orphanTimer);
      this.orphanTimer = undefined;
      this.poolRelease?.(error);
    };
  }

  set release(release: Release) {
    this.poolRelease = release;
    this.released = false;
  }

  // The pool connects with a callback; drizzle's own client (migrations) with a promise.
  // (Overloads of the base class: typed loosely here, the base's types still apply to callers.)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override connect(callback?: any): any {
    if (!callback)
      return super.connect().catch((error: unknown) => {
        throw markUnavailable(error);
      });
    return super.connect((error: Error) => (callback as Callback)(error && markUnavailable(error)));
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    noteStatement(this.writes, textOf(args[0]));
    return (super.query as (...given: unknown[]) => unknown)(...args);
  }
}
