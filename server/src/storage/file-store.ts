import type { Executor } from '../db/client';
import { databaseStore } from './database-store';
import { filesystemStore } from './filesystem-store';

/** Where upload bytes live. The `uploads` row (owner, name, type) is always in the database; the bytes go to
 * one of two backends: the filesystem (one process, PGlite) or the database (every process of a PostgreSQL
 * deployment reads what any of them wrote). */
export type FileStorage = 'filesystem' | 'database';
export type StorageConfig = { uploadDir: string; fileStorage: FileStorage };

export type FileStore = {
  put: (db: Executor, storedName: string, bytes: Buffer) => Promise<void>;
  /** The bytes, or null when they are gone (a missing file answers 404, never 500). */
  get: (db: Executor, storedName: string) => Promise<Buffer | null>;
  remove: (db: Executor, storedNames: string[]) => Promise<void>;
};

export const fileStoreOf = (config: StorageConfig): FileStore =>
  config.fileStorage === 'database' ? databaseStore : filesystemStore(config.uploadDir);

/** FILE_STORAGE wins; otherwise PostgreSQL (DATABASE_URL) keeps files in the database, PGlite on disk. */
export const fileStorageFrom = (env: NodeJS.ProcessEnv): FileStorage => {
  const chosen = env.FILE_STORAGE ?? (env.DATABASE_URL ? 'database' : 'filesystem');
  if (chosen !== 'database' && chosen !== 'filesystem')
    throw new Error(`FILE_STORAGE must be "database" or "filesystem", not "${chosen}"`);
  return chosen;
};
