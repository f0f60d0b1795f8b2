import type { Readable } from 'node:stream';
import { SUCCESS_CODE } from '../contract';

/** A success envelope; `extra` holds the answer's sibling fields (counter, fileURL, allusergrp …). */
export const ok = <TData, TExtra extends Record<string, unknown> = Record<never, never>>(
  data: TData,
  message = 'Success',
  extra?: TExtra,
) => ({ code: SUCCESS_CODE, message, data, ...(extra ?? ({} as TExtra)) });

export const done = (message: string) => ok(null, message);

/** A binary answer (images, documents) instead of an envelope: bytes, or a stream written as it is produced
 * (statements); `fileName` names the download. */
export type BinaryAnswer = {
  kind: 'binary';
  body: Buffer | Readable;
  contentType: string;
  fileName?: string;
};
export const binary = (body: Buffer | Readable, contentType: string, fileName?: string): BinaryAnswer => ({
  kind: 'binary',
  body,
  contentType,
  fileName,
});
export const isBinary = (value: unknown): value is BinaryAnswer =>
  typeof value === 'object' && value !== null && (value as BinaryAnswer).kind === 'binary';

/** A whole list written as it is read, batch by batch: the same JSON as `ok(rows)`, with at most one batch in
 * memory and the database free between batches (an export of 10,000 rows no longer holds PGlite for its whole
 * read, nor the process's heap for its whole answer). */
export type StreamedAnswer = {
  kind: 'streamed';
  message: string;
  batches: AsyncIterable<readonly unknown[]>;
};
export const streamed = (
  batches: AsyncIterable<readonly unknown[]>,
  message = 'Success',
): StreamedAnswer => ({ kind: 'streamed', message, batches });
export const isStreamed = (value: unknown): value is StreamedAnswer =>
  typeof value === 'object' && value !== null && (value as StreamedAnswer).kind === 'streamed';

/** The envelope's JSON text, a chunk per batch; the first chunk waits for the first batch, so a failing read
 * still becomes an error answer (nothing has been sent yet). */
export async function* streamedJson(answer: StreamedAnswer): AsyncGenerator<string> {
  let pending = `{"code":${JSON.stringify(SUCCESS_CODE)},"message":${JSON.stringify(answer.message)},"data":[`;
  let first = true;
  for await (const batch of answer.batches) {
    if (batch.length === 0) continue;
    yield `${pending}${first ? '' : ','}${batch.map((row) => JSON.stringify(row)).join(',')}`;
    pending = '';
    first = false;
  }
  yield `${pending}]}`;
}

/** Streams the answer once its first chunk is read (see streamedJson). */
export const streamedBody = async (answer: StreamedAnswer): Promise<AsyncIterable<string>> => {
  const chunks = streamedJson(answer);
  const head = await chunks.next();
  return (async function* () {
    if (!head.done) yield head.value;
    yield* chunks;
  })();
};
