// `pnpm bench -- --part cluster`: the production topology (npm run start:cluster) under load through nginx, with 1
// and with 2 API processes: the wallet list and a money move (a crypto swap back and forth, each with its own
// Idempotency-Key), req/s and p99; then the wallet list while every API process is restarted in turn (SIGHUP),
// where no request may fail.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ACCESS_KEY = 'bench-cluster-access-key';
const USER = 'personal@demo.portal';

const startCluster = (apis, port) =>
  new Promise((resolve, reject) => {
    const child = spawn(
      'node',
      ['scripts/start-cluster.mjs', '--fresh', '--api', String(apis), '--port', String(port)],
      { cwd: repoRoot, env: { ...process.env, ACCESS_KEY }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    const restarts = [];
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      if (/ready: open/.test(output)) resolve({ child, restarts });
      for (const match of chunk.toString().matchAll(/API process (\d+) restarted/g)) restarts.push(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`start:cluster exited (${code}):\n${output}`)));
  });

const stopCluster = ({ child }) =>
  new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', resolve);
    child.kill('SIGINT');
  });

/** The cluster's local CA (decision 157): this process started before it existed, so it is given per call. */
const clusterCa = (port) =>
  readFileSync(
    path.join(repoRoot, '.data', port === '8080' ? 'cluster' : `cluster-${port}`, 'tls', 'ca.crt'),
  );

const api = (origin, method, route, { token, body } = {}) =>
  new Promise((resolve, reject) => {
    const request = https.request(
      `${origin}/api/v1/${route}`,
      {
        method,
        ca: clusterCa(new URL(origin).port),
        headers: {
          'x-access-key': ACCESS_KEY,
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve(JSON.parse(text)));
      },
    );
    request.on('error', reject);
    request.end(body ? JSON.stringify(body) : undefined);
  });

const cannon = (options) =>
  new Promise((resolve, reject) => {
    autocannon({ connections: 10, timeout: 30, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

const figures = (result) => ({
  rps: result.requests.average,
  p99: result.latency.p99,
  failed: result.errors + result.timeouts + result.non2xx,
  total: result.requests.total,
});

/** A USDT → ETH swap and one back (above both minimums), alternating: the balances last the whole run. */
const swapRequests = (wallets) => {
  const id = (code) => wallets.find((wallet) => wallet.coin_code === code).crypto_wallet_id;
  const body = (from, to, amount) =>
    JSON.stringify({ swap_from_crypto: id(from), swap_to_crypto: id(to), swap_amount: amount });
  const withKey = (request) => ({
    ...request,
    headers: { ...request.headers, 'idempotency-key': randomUUID() },
  });
  return [
    { method: 'POST', body: body('USDT', 'ETH', '25'), setupRequest: withKey },
    { method: 'POST', body: body('ETH', 'USDT', '0.01'), setupRequest: withKey },
  ];
};

const measure = async (apis, port, duration) => {
  const cluster = await startCluster(apis, port);
  // autocannon speaks TLS without checking the certificate; api() checks it against the cluster's CA.
  const origin = `https://127.0.0.1:${port}`;
  try {
    const token = (
      await api(origin, 'POST', 'user/auth/login', { body: { email_id: USER, password: 'Demo!2345' } })
    ).data.jwt_token;
    const headers = {
      'x-access-key': ACCESS_KEY,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    };
    const wallets = (await api(origin, 'GET', 'user/cryptoexchange/GetAllCrypto', { token })).data
      .usercryptowallet;
    const list = `${origin}/api/v1/user/account/getuseraccoundsbyid?omit=getallcountry`;
    await cannon({ url: list, headers, duration: 2 }); // warm-up
    const rows = [
      { call: 'wallet list', ...figures(await cannon({ url: list, headers, duration })) },
      {
        call: 'swap (money move)',
        ...figures(
          await cannon({
            url: `${origin}/api/v1/user/cryptoexchange/swap_submit`,
            headers,
            duration,
            requests: swapRequests(wallets),
          }),
        ),
      },
    ];
    if (apis > 1) {
      const load = cannon({ url: list, headers, duration: duration + 10 * apis });
      setTimeout(() => cluster.child.kill('SIGHUP'), 1000);
      rows.push({
        call: 'wallet list, rolling restart',
        ...figures(await load),
        restarted: cluster.restarts.length,
      });
    }
    return rows.map((row) => ({ apis, ...row }));
  } finally {
    await stopCluster(cluster);
  }
};

export const measureCluster = async ({ duration = 5, port = 8180 } = {}) => [
  ...(await measure(1, port, duration)),
  ...(await measure(2, port, duration)),
];

export const printCluster = (rows) => {
  console.log(
    '\nCluster through nginx (npm run start:cluster, PostgreSQL + Redis), autocannon 10 connections',
  );
  console.log('| API processes | call | req/s | p99 ms | requests | failed |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) {
    const restarted = row.restarted === undefined ? '' : ` (${row.restarted} of ${row.apis} restarted)`;
    console.log(
      `| ${row.apis} | ${row.call}${restarted} | ${row.rps.toFixed(0)} | ${row.p99} | ${row.total} | ${row.failed} |`,
    );
  }
};
