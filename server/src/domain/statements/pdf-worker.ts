// A worker thread that writes statement PDFs (pdf-pool.ts): the CPU-heavy layout runs here, off the API's event
// loop. One job at a time; the file leaves in chunks as it is written.
import { parentPort } from 'node:worker_threads';
import { type StatementRows, statementFrom } from './read-statement';
import type { StatementBrand } from './statement-brand';
import type { StatementLanguage } from './statement-labels';
import { statementPdf } from './statement-pdf';

/** The period's rows as read (their running balances are worked out here too: thousands of decimal sums). */
export type PdfJob = {
  rows: StatementRows;
  lang: StatementLanguage;
  brand: StatementBrand;
  compress?: boolean;
};
export type PdfMessage = { chunk: Uint8Array } | { done: true } | { error: string };

parentPort?.on('message', (job: PdfJob) => {
  // A Buffer crosses to the worker as a plain Uint8Array: pdfkit reads images from a Buffer.
  const image = job.brand.image && Buffer.from(job.brand.image);
  const doc = statementPdf(
    statementFrom(job.rows),
    job.lang,
    { ...job.brand, image },
    { compress: job.compress },
  );
  doc.on('data', (chunk: Buffer) => {
    const copy = new Uint8Array(chunk);
    parentPort!.postMessage({ chunk: copy } satisfies PdfMessage, [copy.buffer]);
  });
  doc.on('end', () => parentPort!.postMessage({ done: true } satisfies PdfMessage));
  doc.on('error', (error: Error) => parentPort!.postMessage({ error: error.message } satisfies PdfMessage));
});
