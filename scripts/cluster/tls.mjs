// nginx's certificate for `npm run start:cluster` (decision 157): the provider's own by path (--tls-cert/--tls-key,
// TLS_CERT/TLS_KEY), else a local CA and a leaf for the cluster's host made once with openssl in <data>/tls. The
// local CA stays across restarts and --fresh (a browser told to trust it keeps trusting it); the leaf is made again
// only when it no longer covers the host or ends within 30 days. The CA may sign only for its names (X.509 name
// constraints): its key, on this disk, cannot mint a certificate for any other site a browser trusting it visits.
// Another --host makes a new CA.
import { X509Certificate, createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { runQuiet } from './processes.mjs';

const LEAF_DAYS = 397; // the longest a browser accepts for a server certificate
const RENEW_BEFORE_S = 30 * 24 * 3600;

const openssl = (args) => {
  const result = runQuiet('openssl', args);
  if (result.status !== 0) throw new Error(`openssl ${args[0]} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
};

/** The names the leaf is for: the cluster's host, and always 127.0.0.1 and localhost (nginx listens there). */
const namesOf = (host) => [...new Set(['127.0.0.1', 'localhost', host])];
const altName = (name) => (isIP(name) ? `IP:${name}` : `DNS:${name}`);

const constraint = (name) =>
  isIP(name) === 4
    ? `permitted;IP:${name}/255.255.255.255`
    : isIP(name) === 6
      ? `permitted;IP:${name}/ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff`
      : `permitted;DNS:${name}`;

const caNamesFile = (dir) => path.join(dir, 'ca-names.json');

/** The CA covers `host`: made for it, its files present. */
const caServes = (dir, host) => {
  if (!existsSync(path.join(dir, 'ca.crt')) || !existsSync(path.join(dir, 'ca.key'))) return false;
  if (!existsSync(caNamesFile(dir))) return false;
  const names = JSON.parse(readFileSync(caNamesFile(dir), 'utf8'));
  return namesOf(host).every((name) => names.includes(name));
};

const makeCa = (dir, host) => {
  openssl([
    'req',
    '-x509',
    '-new',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:P-256',
    '-nodes',
    '-keyout',
    path.join(dir, 'ca.key'),
    '-out',
    path.join(dir, 'ca.crt'),
    '-days',
    '3650',
    '-subj',
    '/CN=Portal cluster local CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE,pathlen:0',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
    '-addext',
    `nameConstraints=critical,${namesOf(host).map(constraint).join(',')}`,
  ]);
  writeFileSync(caNamesFile(dir), `${JSON.stringify(namesOf(host))}\n`);
};

const makeLeaf = (dir, host) => {
  const extensions = path.join(dir, 'server.ext');
  writeFileSync(
    extensions,
    [
      `subjectAltName=${namesOf(host).map(altName).join(',')}`,
      'basicConstraints=critical,CA:FALSE',
      'keyUsage=critical,digitalSignature',
      'extendedKeyUsage=serverAuth',
      '',
    ].join('\n'),
  );
  const request = path.join(dir, 'server.csr');
  openssl([
    'req',
    '-new',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:P-256',
    '-nodes',
    '-keyout',
    path.join(dir, 'server.key'),
    '-out',
    request,
    '-subj',
    `/CN=${host}`,
  ]);
  openssl([
    'x509',
    '-req',
    '-in',
    request,
    '-CA',
    path.join(dir, 'ca.crt'),
    '-CAkey',
    path.join(dir, 'ca.key'),
    '-CAcreateserial',
    '-days',
    String(LEAF_DAYS),
    '-extfile',
    extensions,
    '-out',
    path.join(dir, 'server.crt'),
  ]);
  rmSync(request, { force: true });
  rmSync(extensions, { force: true });
};

/** The leaf still serves: signed by this CA, covering every name, not ending within 30 days. */
const leafServes = (dir, host) => {
  if (!existsSync(path.join(dir, 'server.crt')) || !existsSync(path.join(dir, 'server.key'))) return false;
  const leaf = new X509Certificate(readFileSync(path.join(dir, 'server.crt')));
  const ca = new X509Certificate(readFileSync(path.join(dir, 'ca.crt')));
  const covers = (name) => (isIP(name) ? leaf.checkIP(name) : leaf.checkHost(name)) !== undefined;
  const endsAt = new Date(leaf.validTo).getTime();
  return (
    leaf.verify(ca.publicKey) && namesOf(host).every(covers) && endsAt - Date.now() > RENEW_BEFORE_S * 1000
  );
};

/** Base64 SHA-256 of a certificate's public key (SPKI): what Chromium's --ignore-certificate-errors-spki-list
 * takes to accept exactly this certificate. */
export const spkiHash = (certFile) =>
  createHash('sha256')
    .update(new X509Certificate(readFileSync(certFile)).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');

/** The local CA and leaf in `dir` for `host`, made or made again when needed. */
export const localCertificate = (dir, host) => {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!caServes(dir, host)) {
    makeCa(dir, host);
    rmSync(path.join(dir, 'server.crt'), { force: true });
  }
  if (!leafServes(dir, host)) makeLeaf(dir, host);
  return {
    cert: path.join(dir, 'server.crt'),
    key: path.join(dir, 'server.key'),
    ca: path.join(dir, 'ca.crt'),
    local: true,
  };
};

/** The provider's certificate (full chain) and key when both are given, else the local one. */
export const clusterCertificate = ({ dir, host, cert, key }) => {
  if (Boolean(cert) !== Boolean(key))
    throw new Error('give both the TLS certificate and its key, or neither');
  if (!cert) return localCertificate(dir, host);
  for (const file of [cert, key]) if (!existsSync(file)) throw new Error(`TLS file not found: ${file}`);
  return { cert: path.resolve(cert), key: path.resolve(key), ca: undefined, local: false };
};
