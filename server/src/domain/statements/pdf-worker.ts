// A worker thread that writes statement PDFs (pdf-pool.ts): reading the period's rows (on PostgreSQL, over a
// connection of its own), the running balances and the layout run here, off the API's event loop. One job at a
// time; the file leaves in chunks as it is written.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { drizzle } from 'drizzle-orm/node-postgres';
import { type Db, createPool } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/unavailable';
import type { StatementAccount } from './statement-account';
import { type StatementRows, readStatementRows, statementFrom } from './read-statement';
import type { StatementBrand } from './statement-brand';
import type { StatementLanguage } from './statement-labels';
import { statementPdf } from './statement-pdf';

/** What the worker reads itself: the period of an account, from PostgreSQL. */
export type PdfRead = { databaseUrl: string; account: StatementAccount; from: string; to: string };
/** The rows already read (PGlite runs inside the API's process, so the API reads them), or what to read. */
export type PdfJob = ({ rows: StatementRows } | { read: PdfRead }) & {
  lang: StatementLanguage;
  brand: StatementBrand;
  compress?: boolean;
};
export type PdfMessage =
  { chunk: Uint8Array } | { done: true } | { error: string; code?: string; unavailable: boolean };

/** The file leaves in pieces of about this size: pdfkit writes each PDF object as its own small chunk, and every
 * message costs the API's thread a wake-up. */
const CHUNK = 64 * 1024;

/** One connection per worker, opened on first use; the pool replaces it if PostgreSQL drops it. */
let database: { url: string; db: Db } | undefined;
const dbFor = (url: string): Db => {
  if (database?.url !== url) database = { url, db: drizzle({ client: createPool(url, 1) }) as unknown as Db };
  return database.db;
};

/** Linux schedules threads one by one: this thread's nice value goes up (10), so that when the cores are busy the
 * API's own thread, answering every other customer, runs first. Elsewhere the call fails and nothing changes. */
const yieldToTheApi = () => {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 10);
  } catch {
    // not Linux, or not allowed: the worker keeps the process's priority
  }
};

const rowsOf = async (job: PdfJob): Promise<StatementRows> => {
  if ('rows' in job) return job.rows;
  const { databaseUrl, account, from, to } = job.read;
  return readStatementRows(dbFor(databaseUrl), account, from, to);
};

const send = (message: PdfMessage, transfer?: ArrayBuffer[]) => parentPort!.postMessage(message, transfer);

const write = async (job: PdfJob) => {
  const rows = await rowsOf(job);
  // A Buffer crosses to the worker as a plain Uint8Array: pdfkit reads images from a Buffer.
  const image = job.brand.image && Buffer.from(job.brand.image);
  const doc = statementPdf(
    statementFrom(rows),
    job.lang,
    { ...job.brand, image },
    { compress: job.compress },
  );
  let pieces: Buffer[] = [];
  let size = 0;
  const flush = () => {
    if (size === 0) return;
    const chunk = new Uint8Array(Buffer.concat(pieces, size));
    [pieces, size] = [[], 0];
    send({ chunk }, [chunk.buffer]);
  };
  doc.on('data', (piece: Buffer) => {
    pieces.push(piece);
    size += piece.length;
    if (size >= CHUNK) flush();
  });
  await new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  flush();
  send({ done: true });
};

yieldToTheApi();
parentPort?.on('message', (job: PdfJob) => {
  write(job).catch((error: Error & { code?: unknown }) =>
    send({
      error: error.message,
      code: typeof error.code === 'string' ? error.code : undefined,
      unavailable: isDatabaseUnavailable(error),
    }),
  );
});
