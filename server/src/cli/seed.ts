import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedIfEmpty } from '../seed/index';

const dataDir = process.env.PGLITE_DIR ?? fileURLToPath(new URL('../../.data/pglite', import.meta.url));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
console.log((await seedIfEmpty(database.db, { demoUsers: loadConfig().demoMode })) ? 'database seeded' : 'database already has users: nothing done');
await database.close();
