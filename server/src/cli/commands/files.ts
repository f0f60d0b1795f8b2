import { eq, isNull } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { fileBlobs, uploads } from '../../db/schema/index';
import { databaseStore } from '../../storage/database-store';
import { filesystemStore } from '../../storage/filesystem-store';
import { type Command, need } from '../command';

/** A deployment that kept files on disk and moves to FILE_STORAGE=database (several API processes): copies
 * every recorded upload the database does not hold yet from UPLOAD_DIR. Safe to run again. */
export const filesCommand: Command = {
  name: 'files',
  usage: 'files import  (copies uploads from UPLOAD_DIR into the database file store)',
  run: async (db, [action]) => {
    if (need(action, 'action') !== 'import') throw new Error('action must be import');
    const disk = filesystemStore(loadConfig().uploadDir);
    const missing = await db
      .select({ storedName: uploads.storedName })
      .from(uploads)
      .leftJoin(fileBlobs, eq(fileBlobs.storedName, uploads.storedName))
      .where(isNull(fileBlobs.storedName));
    let copied = 0;
    const absent: string[] = [];
    for (const { storedName } of missing) {
      const bytes = await disk.get(db, storedName);
      if (!bytes) absent.push(storedName);
      else {
        await databaseStore.put(db, storedName, bytes);
        copied += 1;
      }
    }
    const note = absent.length ? `; not on disk: ${absent.join(', ')}` : '';
    return `${copied} file(s) copied into the database${note}`;
  },
};
