#!/usr/bin/env node
// `pnpm db:backup [-- --port 8080] [--out file]`: a consistent dump of the running cluster's database
// (pg_dump --format=custom) into .data/cluster…/backups/portal-<time>.dump, or the file given.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupDatabase, clusterDataDir } from './cluster/backup.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string', default: process.env.CLUSTER_PORT ?? '8080' }, out: { type: 'string' } },
});
const port = Number(values.port);
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.resolve(values.out ?? path.join(clusterDataDir(port), 'backups', `portal-${stamp}.dump`));
mkdirSync(path.dirname(file), { recursive: true });
await backupDatabase({ port, file });
console.log(`[backup] ${file}`);
