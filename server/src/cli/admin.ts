import path from 'node:path';
import { serverDir } from '../paths';
import { openDatabase } from '../db/client';
import { commands } from './commands/index';

// pnpm --filter server admin <command> …  (same database as the server: DATABASE_URL or PGLITE_DIR/.data)
const dataDir = process.env.PGLITE_DIR ?? path.join(serverDir, '.data/pglite');
const [name, ...args] = process.argv.slice(2);
const command = commands.find((c) => c.name === name);

if (!command) {
  console.log(
    ['Usage: pnpm --filter server admin <command>', ...commands.map((c) => `  ${c.usage}`)].join('\n'),
  );
  process.exit(name ? 1 : 0);
}

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
try {
  console.log(await command.run(database.db, args));
} catch (error) {
  console.error(`error: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
