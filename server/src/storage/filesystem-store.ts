import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStore } from './file-store';

/** Bytes under the upload directory (the PGlite default: one process owns the folder). */
export const filesystemStore = (uploadDir: string): FileStore => ({
  put: async (_db, storedName, bytes) => {
    await mkdir(uploadDir, { recursive: true });
    await writeFile(join(uploadDir, storedName), bytes);
  },
  get: async (_db, storedName) =>
    readFile(join(uploadDir, storedName)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    }),
  remove: async (_db, storedNames) => {
    await Promise.all(storedNames.map((name) => rm(join(uploadDir, name), { force: true })));
  },
});
