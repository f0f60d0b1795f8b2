import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Executor } from '../db/client';
import { uploads } from '../db/schema/index';
import { type StorageConfig, fileStoreOf } from '../storage/file-store';
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

/** Stores the bytes (storage/file-store) under a random name and records the owner. */
export const storeUpload = async (
  db: Executor,
  storage: StorageConfig,
  input: { userId: number | null; field: string; fileName: string; bytes: Buffer; ext: string; mime: string },
): Promise<StoredUpload> => {
  const storedName = `${randomUUID()}.${input.ext}`;
  await fileStoreOf(storage).put(db, storedName, input.bytes);
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

type UploadFile = { body: Buffer; mime: string };

/** The bytes of a recorded upload, or null when they are gone. */
const bytesOf = async (db: Executor, storage: StorageConfig, row: { storedName: string; mime: string }) => {
  const body = await fileStoreOf(storage).get(db, row.storedName);
  return body ? { body, mime: row.mime } : null;
};

/** Reads any recorded upload (the caller checked who may see it); a missing row or missing bytes is a 404. */
export const readUpload = async (
  db: Executor,
  storage: StorageConfig,
  storedName: string,
  message = 'File not found',
): Promise<UploadFile> => {
  const [row] = await db.select().from(uploads).where(eq(uploads.storedName, storedName));
  const file = row ? await bytesOf(db, storage, row) : null;
  if (!file) throw notFound(message);
  return file;
};

/** Reads an upload for its owner only; anyone else gets the same 404 as a missing file (nothing leaks). */
export const readOwnUpload = async (
  db: Executor,
  storage: StorageConfig,
  userId: number,
  storedName: string,
): Promise<UploadFile> => {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.storedName, storedName), eq(uploads.userId, userId)));
  const file = row ? await bytesOf(db, storage, row) : null;
  if (!file) throw notFound('File not found');
  return file;
};

/** Reads a public upload (branding images have no owner); null when there is none. */
export const readPublicUpload = async (
  db: Executor,
  storage: StorageConfig,
  storedName: string,
): Promise<UploadFile | null> => {
  const [row] = await db.select().from(uploads).where(eq(uploads.storedName, storedName));
  if (!row || row.userId !== null) return null;
  return bytesOf(db, storage, row);
};

/** Deletes uploads (rows and bytes) of a request that did not succeed. */
export const discardUploads = async (
  db: Executor,
  storage: StorageConfig,
  stored: StoredUpload[],
): Promise<void> => {
  if (!stored.length) return;
  await db.delete(uploads).where(
    inArray(
      uploads.id,
      stored.map((file) => file.uploadId),
    ),
  );
  await fileStoreOf(storage).remove(
    db,
    stored.map((file) => file.storedName),
  );
};
