#!/usr/bin/env node
// `pnpm db:restore -- <file> [--port 8080] [--database portal_restored]`: restores a dump of db:backup into a new
// database of the cluster's PostgreSQL (it refuses one that exists, so the live `portal` is never overwritten).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreDatabase } from './cluster/backup.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: process.env.CLUSTER_PORT ?? '8080' },
    database: { type: 'string', default: 'portal_restored' },
  },
});
if (positionals.length !== 1) {
  console.error('usage: pnpm db:restore -- <backup file> [--port 8080] [--database portal_restored]');
  process.exit(2);
}
const port = Number(values.port);
await restoreDatabase({ port, file: path.resolve(positionals[0]), database: values.database });
console.log(`[restore] ${positionals[0]} → database ${values.database} on 127.0.0.1:${port + 20}`);
