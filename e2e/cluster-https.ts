import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** NODE_EXTRA_CA_CERTS names one file: a CA the caller already trusts this way (a proxy's) is kept beside ours. */
const trustInNode = (ca: string) => {
  const bundle = path.join(path.dirname(ca), 'node-ca-bundle.pem');
  const previous = process.env.NODE_EXTRA_CA_CERTS;
  if (previous && previous !== ca && previous !== bundle) {
    writeFileSync(bundle, `${readFileSync(previous, 'utf8')}\n${readFileSync(ca, 'utf8')}`);
    process.env.NODE_EXTRA_CA_CERTS = bundle;
  } else if (previous !== bundle) process.env.NODE_EXTRA_CA_CERTS = ca;
};

/** The HTTPS origin of `npm run start:cluster` on `port` (decision 157) and what a client needs to trust it: its
 * local certificate is made (or found) now, before the cluster starts, so that the test workers' Node trusts its
 * CA (NODE_EXTRA_CA_CERTS, inherited by the workers and their child processes) and Chromium accepts exactly this
 * certificate (its SPKI hash), with no blanket ignoreHTTPSErrors. */
export const clusterHttps = (port: number) => {
  // localhost, not 127.0.0.1: WebAuthn refuses an IP address as RP id, and the cluster's passkey test signs in
  // on this origin (decision 175). CLUSTER_HOST names another.
  const host = process.env.CLUSTER_HOST ?? 'localhost';
  const script = path.resolve(__dirname, '../scripts/cluster-certificate.mjs');
  const output = execFileSync(process.execPath, [script, '--port', String(port), '--host', host], {
    encoding: 'utf8',
  });
  const { ca, spki } = JSON.parse(output) as { ca: string; spki: string };
  trustInNode(ca);
  return {
    host,
    origin: `https://${host}:${port}`,
    chromiumArgs: [`--ignore-certificate-errors-spki-list=${spki}`],
  };
};
