#!/usr/bin/env node
// `pnpm db:restore -- <file> [--port 8080] [--database portal_restored] [--server postgres://user:pw@host:port]`:
// restores a dump of db:backup into a new database of the cluster's PostgreSQL, or of another PostgreSQL server
// (--server: a new cluster after the first is lost). It refuses a database that exists, so a live one is never
// overwritten.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreDatabase } from './cluster/backup.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: process.env.CLUSTER_PORT ?? '8080' },
    database: { type: 'string', default: 'portal_restored' },
    server: { type: 'string' },
  },
});
if (positionals.length !== 1) {
  console.error(
    'usage: pnpm db:restore -- <backup file> [--port 8080] [--database portal_restored] [--server postgres://…]',
  );
  process.exit(2);
}
const port = Number(values.port);
const { server, database } = values;
await restoreDatabase({ port, server, file: path.resolve(positionals[0]), database });
const where = server ? new URL(server).host : `127.0.0.1:${port + 20}`;
console.log(`[restore] ${positionals[0]} → database ${database} on ${where}`);
