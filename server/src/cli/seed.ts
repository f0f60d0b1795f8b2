import path from 'node:path';
import { serverDir } from '../paths';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedIfEmpty } from '../seed/index';

const dataDir = process.env.PGLITE_DIR ?? path.join(serverDir, '.data/pglite');
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
console.log(
  (await seedIfEmpty(database.db, { demoUsers: loadConfig().demoMode, storage: loadConfig() }))
    ? 'database seeded'
    : 'database already seeded: nothing done',
);
await database.close();
