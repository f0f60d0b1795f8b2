import type { Db } from '../../db/client';
import { type StoredUpload, discardUploads } from '../../http/uploads';
import type { StorageConfig } from '../../storage/file-store';

/** The registrar stores multipart files before the handler runs; a refused request must leave nothing
 * behind, so its files are deleted (rows and bytes) before the refusal is answered. */
export const discardOnRefusal = async <T>(
  ctx: { db: Db; config: StorageConfig; files: Record<string, StoredUpload> },
  run: () => Promise<T>,
): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    await discardUploads(ctx.db, ctx.config, Object.values(ctx.files));
    throw error;
  }
};
