import { availableParallelism } from 'node:os';
import { PassThrough, type Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { type Executor, connectionStringOf } from '../../db/client';
import { markUnavailable } from '../../db/unavailable';
import type { PdfJob, PdfMessage, PdfRead } from './pdf-worker';
import { type StatementRows, readStatementRows } from './read-statement';
import type { StatementAccount } from './statement-account';

/** The worker: the bundle's own entry when compiled (build.mjs writes dist/statement-pdf-worker.mjs beside
 * dist/main.mjs); from source (tsx, jest) the TypeScript beside this module, loaded through tsx's hooks, which a
 * worker thread registers for itself. */
const startWorker = (): Worker => {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./statement-pdf-worker.mjs', import.meta.url));
  const source = new URL('./pdf-worker.ts', import.meta.url).href;
  return new Worker(
    `Promise.all([import('tsx/esm/api'), import('tsx/cjs/api')])
       .then(([esm, cjs]) => { esm.register(); cjs.register(); return import(${JSON.stringify(source)}); });`,
    { eval: true },
  );
};

type Pending = {
  job: PdfJob;
  out: PassThrough;
  started: (error?: Error) => void;
};

/** The worker's failure as the API's own: a database that could not be reached is a 503 like any other. */
const failure = ({ error, code, unavailable }: Extract<PdfMessage, { error: string }>) => {
  const failed = Object.assign(new Error(error), code ? { code } : {});
  return unavailable ? markUnavailable(failed) : failed;
};

/**
 * Statement PDFs are written on worker threads, at most `size` at once per process; the others wait in order.
 * A statement of a year (thousands of rows) takes seconds of CPU: on the event loop it made every other
 * customer's calls wait (issue 46). On PostgreSQL the worker also reads the rows, so the API's thread only
 * passes the file's bytes on. Workers start on first use and stay for the next file.
 */
export class PdfPool {
  private readonly idle: Worker[] = [];
  private readonly queue: Pending[] = [];
  private running = 0;

  constructor(private readonly size = Math.max(1, availableParallelism() - 1)) {}

  /** The PDF as a stream, once a worker is free and has read the rows and written the first bytes: a failure
   * before that (the database unreachable) rejects, so the caller still answers with an error envelope. */
  render(job: PdfJob): Promise<Readable> {
    const out = new PassThrough();
    return new Promise((resolve, reject) => {
      this.queue.push({ job, out, started: (error) => (error ? reject(error) : resolve(out)) });
      this.next();
    });
  }

  /** Ends the workers (the app's close). */
  async close(): Promise<void> {
    const idle = this.idle.splice(0);
    await Promise.all(idle.map((worker) => worker.terminate()));
  }

  private next(): void {
    if (this.running >= this.size) return;
    const pending = this.queue.shift();
    if (!pending) return;
    this.running += 1;
    const worker = this.idle.pop() ?? this.spawn();
    this.run(worker, pending);
  }

  private spawn(): Worker {
    const worker = startWorker();
    worker.unref();
    return worker;
  }

  private run(worker: Worker, { job, out, started }: Pending): void {
    const finish = (keep: boolean) => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      this.running -= 1;
      if (keep) this.idle.push(worker);
      else void worker.terminate();
      this.next();
    };
    const fail = (error: Error) => {
      started(error); // no effect once started
      out.destroy(error);
    };
    const onMessage = (message: PdfMessage) => {
      if ('chunk' in message) {
        out.write(Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength));
        started();
      } else if ('done' in message) {
        started();
        out.end();
        finish(true);
      } else {
        // The worker caught it and can take the next file.
        fail(failure(message));
        finish(true);
      }
    };
    const onError = (error: Error) => {
      fail(error);
      finish(false);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.postMessage(job);
  }
}

/** Where a statement PDF's rows come from: on PostgreSQL the worker reads them over its own connection, so the
 * API's thread neither receives nor parses thousands of rows; PGlite runs inside the API's process, so the API
 * reads them and hands them over. */
export const pdfRows = async (
  db: Executor,
  account: StatementAccount,
  from: string,
  to: string,
): Promise<{ rows: StatementRows } | { read: PdfRead }> => {
  const databaseUrl = connectionStringOf(db);
  return databaseUrl
    ? { read: { databaseUrl, account, from, to } }
    : { rows: await readStatementRows(db, account, from, to) };
};

/** The process's pool. */
export const pdfPool = new PdfPool();
