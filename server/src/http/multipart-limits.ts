import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from './api-error';
import { MAX_UPLOAD_BYTES } from './uploads';

/** A form's text fields are short (the longest is free text); more or longer is refused, never buffered. */
export const MULTIPART_LIMITS = {
  fieldSize: 20_000,
  fields: 60,
  files: 5,
  parts: 70,
  fieldNameSize: 100,
} as const;

/** Part heads and boundaries of a form (generous: a browser's are a few hundred bytes per part). */
const FORM_OVERHEAD = 65_536;
const MB = 1_048_576;

/** The most a form of this endpoint can weigh: one file per declared field, the text fields, their framing. */
export const multipartByteLimit = (allowed: Readonly<Record<string, readonly string[]>>): number =>
  Object.keys(allowed).length * MAX_UPLOAD_BYTES +
  MULTIPART_LIMITS.fields * MULTIPART_LIMITS.fieldSize +
  FORM_OVERHEAD;

const tooLarge = (limit: number) =>
  new ApiError('413', `body: must be at most ${(limit / MB).toFixed(1)} MB for this request`, 413);

/** Refuses a form whose announced length is over the endpoint's limit, before a byte of it is read. */
export const assertAnnouncedSize = (request: FastifyRequest, limit: number): void => {
  if (Number(request.headers['content-length'] ?? 0) > limit) throw tooLarge(limit);
};

/** Fastify's and busboy's errors while reading a form, as a 4xx naming the field or the body. */
export const multipartProblem = (error: unknown): ApiError => {
  if (error instanceof ApiError) return error;
  const { code, part } = error as { code?: string; part?: { fieldname?: string } };
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return badRequest(`body: at most ${MULTIPART_LIMITS.fields} form fields`);
  if (code === 'FST_FILES_LIMIT') return badRequest(`body: at most ${MULTIPART_LIMITS.files} files`);
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return badRequest(`${part?.fieldname ?? 'file'}: File size must be less than 5MB`);
  // No boundary, no closing boundary, a part cut short, a forbidden field name: the form is malformed.
  return badRequest('body: malformed multipart/form-data');
};

type Part = MultipartFile | MultipartValue;
/** Races a read against the request going over its limit (a stalled read would otherwise wait forever). */
export type Guard = <T>(pending: Promise<T>) => Promise<T>;

/**
 * The parts of a form, counted byte by byte as they arrive: past the endpoint's limit the request stops being
 * read (not drained) and the pending read fails with 413, so an oversized upload costs at most the limit.
 */
export const cappedParts = (request: FastifyRequest, limit: number) => {
  const raw = request.raw;
  let fail: (error: ApiError) => void = () => undefined;
  const over = new Promise<never>((_, reject) => {
    fail = reject;
  });
  over.catch(() => undefined);
  let received = 0;
  const stop = () => {
    raw.off('data', count);
    raw.unpipe();
    raw.pause();
  };
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= limit) return;
    stop();
    fail(tooLarge(limit));
  };
  const guard: Guard = (pending) => Promise.race([pending, over]);
  const iterator = request.parts({ limits: { ...MULTIPART_LIMITS, fileSize: MAX_UPLOAD_BYTES } });
  async function* parts(): AsyncGenerator<Part> {
    // The first next() starts the parser, which pipes the request: count from then on.
    let next = iterator.next();
    raw.on('data', count);
    try {
      for (let result = await guard(next); !result.done; result = await guard(next)) {
        yield result.value as Part;
        next = iterator.next();
      }
    } finally {
      // A form refused half-way is not read to its end: the answer closes the connection instead.
      if (!raw.complete) stop();
      raw.off('data', count);
    }
  }
  return { parts: parts(), guard };
};

/** A file part's bytes; fails as soon as the file passes 5 MB (not when its part ends). */
export const readFilePart = async (part: MultipartFile, guard: Guard): Promise<Buffer> => {
  const tooBig = badRequest(`${part.fieldname}: File size must be less than 5MB`);
  const limited = new Promise<never>((_, reject) => part.file.once('limit', () => reject(tooBig)));
  limited.catch(() => undefined);
  const chunks: Buffer[] = [];
  const iterator = part.file[Symbol.asyncIterator]();
  try {
    for (let next = await guard(Promise.race([iterator.next(), limited])); !next.done;) {
      chunks.push(next.value as Buffer);
      if (part.file.truncated) throw tooBig;
      next = await guard(Promise.race([iterator.next(), limited]));
    }
  } catch (error) {
    part.file.destroy();
    throw error;
  }
  if (part.file.truncated) throw tooBig;
  return Buffer.concat(chunks);
};
