import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema/index';
import type { StoredUpload } from '../../http/uploads';

/** The registrar stores multipart files before the handler runs; a refused request must leave nothing
 * behind, so its files are deleted (rows and bytes) before the refusal is answered. */
export const discardOnRefusal = async <T>(
  ctx: { db: Db; config: { uploadDir: string }; files: Record<string, StoredUpload> },
  run: () => Promise<T>,
): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    const stored = Object.values(ctx.files);
    if (stored.length) {
      await ctx.db.delete(uploads).where(
        inArray(
          uploads.id,
          stored.map((f) => f.uploadId),
        ),
      );
      await Promise.all(stored.map((f) => rm(join(ctx.config.uploadDir, f.storedName), { force: true })));
    }
    throw error;
  }
};
