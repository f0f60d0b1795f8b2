import { existsSync, renameSync, rmSync } from 'node:fs';
import { openDatabase } from '../../src/db/client';
import { templateDir } from './template';

export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const dir = templateDir();
  if (existsSync(dir)) return;
  const building = `${dir}-${process.pid}`;
  const database = await openDatabase({ dataDir: building });
  await database.close();
  rmSync(dir, { recursive: true, force: true });
  renameSync(building, dir);
}
