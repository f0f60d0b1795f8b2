import { availableParallelism } from 'node:os';
import { PassThrough, type Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { PdfJob, PdfMessage } from './pdf-worker';

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

type Pending = { job: PdfJob; out: PassThrough };

/**
 * Statement PDFs are written on worker threads, at most `size` at once per process; the others wait in order.
 * A statement of a year (thousands of rows) takes seconds of CPU: on the event loop it made every other
 * customer's calls wait (issue 46). Workers start on first use and stay for the next file.
 */
export class PdfPool {
  private readonly idle: Worker[] = [];
  private readonly queue: Pending[] = [];
  private running = 0;

  constructor(private readonly size = Math.max(1, availableParallelism() - 1)) {}

  /** The PDF as a stream; it starts when a worker is free. */
  render(job: PdfJob): Readable {
    const out = new PassThrough();
    this.queue.push({ job, out });
    this.next();
    return out;
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

  private run(worker: Worker, { job, out }: Pending): void {
    const finish = (keep: boolean) => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      this.running -= 1;
      if (keep) this.idle.push(worker);
      else void worker.terminate();
      this.next();
    };
    const onMessage = (message: PdfMessage) => {
      if ('chunk' in message) out.write(Buffer.from(message.chunk));
      else if ('done' in message) {
        out.end();
        finish(true);
      } else {
        out.destroy(new Error(message.error));
        finish(false);
      }
    };
    const onError = (error: Error) => {
      out.destroy(error);
      finish(false);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.postMessage(job);
  }
}

/** The process's pool. */
export const pdfPool = new PdfPool();
