#!/usr/bin/env node
// `node scripts/cluster-certificate.mjs [--port 8080] [--host 127.0.0.1]`: makes (or finds) the local CA and
// certificate that `npm run start:cluster` on that port serves when no certificate is given (decision 157), and
// prints their paths and the certificate's SPKI hash as JSON. The Playwright configs call it before the cluster
// starts, so that Node trusts the CA (NODE_EXTRA_CA_CERTS) and Chromium accepts exactly this certificate; a person
// imports ca.crt into a browser's trusted authorities.
import { parseArgs } from 'node:util';
import path from 'node:path';
import { clusterDataDir } from './cluster/backup.mjs';
import { localCertificate, spkiHash } from './cluster/tls.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.CLUSTER_PORT ?? '8080' },
    host: { type: 'string', default: process.env.CLUSTER_HOST ?? '127.0.0.1' },
  },
});
const tls = localCertificate(path.join(clusterDataDir(Number(values.port)), 'tls'), values.host);
console.log(JSON.stringify({ ...tls, spki: spkiHash(tls.cert) }));
