import { eq, inArray } from 'drizzle-orm';
import { fileBlobs } from '../db/schema/index';
import type { FileStore } from './file-store';

/** Bytes in the `file_blobs` table, written in the caller's transaction with the `uploads` row: every API
 * process reads them, and a rolled-back request leaves no orphan bytes. */
export const databaseStore: FileStore = {
  put: async (db, storedName, bytes) => {
    await db.insert(fileBlobs).values({ storedName, body: bytes });
  },
  get: async (db, storedName) => {
    const [row] = await db
      .select({ body: fileBlobs.body })
      .from(fileBlobs)
      .where(eq(fileBlobs.storedName, storedName));
    return row?.body ?? null;
  },
  remove: async (db, storedNames) => {
    if (storedNames.length) await db.delete(fileBlobs).where(inArray(fileBlobs.storedName, storedNames));
  },
};
