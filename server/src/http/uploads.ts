import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Executor } from '../db/client';
import { uploads } from '../db/schema/index';
import { badRequest, notFound } from './api-error';

export const MAX_UPLOAD_BYTES = 5_242_880;
export type StoredUpload = {
  uploadId: number;
  storedName: string;
  originalName: string;
  mime: string;
  size: number;
};

/** Extensions whose bytes file-type recognises, and what it calls them (doc is an OLE "cfb" container). A
 * .docx must be a Word document, not any ZIP: file-type looks inside the container for word/ parts. */
const DETECTED_AS: Record<string, readonly string[]> = {
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  pdf: ['pdf'],
  doc: ['cfb'],
  docx: ['docx'],
};

/** Active content a PDF viewer could run (an /OpenAction or /AA pointing at it runs it on opening). */
const PDF_ACTIVE = /\/(JavaScript|JS|Launch|EmbeddedFile|RichMedia)\b/;

export const extensionOf = (fileName: string): string =>
  (/\.([A-Za-z0-9]+)$/.exec(fileName)?.[1] ?? '').toLowerCase();

/** Checks the name's extension against the endpoint's allow-list AND the bytes against that extension. */
export const checkUpload = async (
  field: string,
  fileName: string,
  bytes: Buffer,
  allowed: readonly string[],
): Promise<{ ext: string; mime: string }> => {
  const ext = extensionOf(fileName);
  const list = allowed.map((e) => `.${e}`).join(', ');
  if (!allowed.includes(ext)) throw badRequest(`${field}: Please upload files with extensions: ${list}`);
  if (bytes.length > MAX_UPLOAD_BYTES) throw badRequest(`${field}: File size must be less than 5MB`);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(DETECTED_AS[ext] ?? []).includes(detected.ext))
    throw badRequest(`${field}: the file content does not match its .${ext} extension`);
  if (detected.ext === 'pdf' && PDF_ACTIVE.test(bytes.toString('latin1')))
    throw badRequest(`${field}: PDF files with scripts or automatic actions are not accepted`);
  return { ext, mime: detected.mime };
};

/** Writes the bytes under the upload dir with a random name and records the owner. */
export const storeUpload = async (
  db: Executor,
  uploadDir: string,
  input: { userId: number | null; field: string; fileName: string; bytes: Buffer; ext: string; mime: string },
): Promise<StoredUpload> => {
  await mkdir(uploadDir, { recursive: true });
  const storedName = `${randomUUID()}.${input.ext}`;
  await writeFile(join(uploadDir, storedName), input.bytes);
  const [row] = await db
    .insert(uploads)
    .values({
      userId: input.userId,
      storedName,
      originalName: input.fileName.slice(0, 255),
      mime: input.mime,
      size: input.bytes.length,
      purpose: input.field,
    })
    .returning({ id: uploads.id });
  return {
    uploadId: row!.id,
    storedName,
    originalName: input.fileName,
    mime: input.mime,
    size: input.bytes.length,
  };
};

/** Reads an upload for its owner only; anyone else gets the same 404 as a missing file (nothing leaks). */
export const readOwnUpload = async (
  db: Executor,
  uploadDir: string,
  userId: number,
  storedName: string,
): Promise<{ body: Buffer; mime: string }> => {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.storedName, storedName), eq(uploads.userId, userId)));
  if (!row) throw notFound('File not found');
  return { body: await readFile(join(uploadDir, row.storedName)), mime: row.mime };
};

/** Reads a public upload (branding images have no owner). */
export const readPublicUpload = async (
  db: Executor,
  uploadDir: string,
  storedName: string,
): Promise<{ body: Buffer; mime: string } | null> => {
  const [row] = await db.select().from(uploads).where(eq(uploads.storedName, storedName));
  if (!row || row.userId !== null) return null;
  return { body: await readFile(join(uploadDir, row.storedName)), mime: row.mime };
};
