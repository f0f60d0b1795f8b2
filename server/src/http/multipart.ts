import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { badRequest } from './api-error';
import { MAX_UPLOAD_BYTES, checkUpload, storeUpload, type StoredUpload } from './uploads';

/** Reads a multipart form: text fields as strings, files checked (allow-list + magic bytes) then stored. */
export const readMultipart = async (db: Db, config: AppConfig, request: FastifyRequest, allowed: Readonly<Record<string, readonly string[]>>, userId: number) => {
  if (!request.isMultipart()) throw badRequest('body: expected a multipart/form-data request');
  const fields: Record<string, string> = {};
  const pending: { field: string; fileName: string; bytes: Buffer }[] = [];
  for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES } })) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    const tooBig = badRequest(`${part.fieldname}: File size must be less than 5MB`);
    const bytes = await part.toBuffer().catch((error: { code?: string }) => {
      throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? tooBig : error;
    });
    if (part.file.truncated) throw tooBig;
    if (!allowed[part.fieldname]) throw badRequest(`${part.fieldname}: unexpected file field`);
    if (bytes.length > 0) pending.push({ field: part.fieldname, fileName: part.filename, bytes });
  }
  // Check every file before storing any, so a bad second file leaves nothing behind.
  const checked = await Promise.all(pending.map(async (file) => ({ ...file, ...(await checkUpload(file.field, file.fileName, file.bytes, allowed[file.field]!)) })));
  const files: Record<string, StoredUpload> = {};
  for (const file of checked) files[file.field] = await storeUpload(db, config.uploadDir, { userId: userId || null, ...file });
  return { fields, files };
};
