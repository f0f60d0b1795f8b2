import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { sha256 } from '../security/hashing';
import { badRequest } from './api-error';
import { textProblem } from './input-guard';
import {
  MULTIPART_LIMITS,
  cappedParts,
  multipartByteLimit,
  multipartProblem,
  readFilePart,
} from './multipart-limits';
import type { StorageConfig } from '../storage/file-store';
import { checkUpload, storeUpload, type StoredUpload } from './uploads';

export { discardUploads } from './uploads';

type Pending = { field: string; fileName: string; bytes: Buffer };
export type CheckedFiles = {
  store: (db: Db, storage: StorageConfig, userId: number) => Promise<Record<string, StoredUpload>>;
};

/**
 * Reads a multipart form into memory: text fields as strings (size- and count-limited), files size-limited.
 * Nothing is written yet: `check()` verifies every file (allow-list, magic bytes, container) and its `store()`
 * writes them, which the registrar calls only when the request is going to run.
 */
export const readMultipart = async (
  request: FastifyRequest,
  allowed: Readonly<Record<string, readonly string[]>>,
) => {
  if (!request.isMultipart()) throw badRequest('body: expected a multipart/form-data request');
  const fields: Record<string, string> = {};
  const pending: Pending[] = [];
  const seen = new Set<string>();
  const { parts, guard } = cappedParts(request, multipartByteLimit(allowed));
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated)
          throw badRequest(`${part.fieldname}: must be at most ${MULTIPART_LIMITS.fieldSize} characters`);
        fields[part.fieldname] = String(part.value);
        continue;
      }
      // Checked before a byte of the file is read: an undeclared or repeated field stores nothing.
      if (!allowed[part.fieldname]) throw badRequest(`${part.fieldname}: unexpected file field`);
      if (seen.has(part.fieldname)) throw badRequest(`${part.fieldname}: only one file per field`);
      seen.add(part.fieldname);
      const nameProblem = textProblem(part.filename, 255);
      if (nameProblem) throw badRequest(`${part.fieldname}: the file name ${nameProblem}`);
      const bytes = await readFilePart(part, guard);
      if (bytes.length > 0) pending.push({ field: part.fieldname, fileName: part.filename, bytes });
    }
  } catch (error) {
    throw multipartProblem(error);
  }
  // What identifies the request for Idempotency-Key: the files' bytes, not only the text fields.
  const digest = Object.fromEntries(
    pending.map((file) => [file.field, sha256(file.bytes.toString('base64'))]),
  );
  const check = async (): Promise<CheckedFiles> => {
    // Check every file before storing any, so a bad second file leaves nothing behind.
    const checked = await Promise.all(
      pending.map(async (file) => ({
        ...file,
        ...(await checkUpload(file.field, file.fileName, file.bytes, allowed[file.field]!)),
      })),
    );
    return {
      store: async (db, storage, userId) => {
        const files: Record<string, StoredUpload> = {};
        for (const file of checked)
          files[file.field] = await storeUpload(db, storage, { userId: userId || null, ...file });
        return files;
      },
    };
  };
  return { fields, digest, check };
};
