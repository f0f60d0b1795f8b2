import { spawn } from 'node:child_process';
import { DEMO_PASSWORD } from '../../src/seed/demo-users';
import { type Cluster, SERVER_DIR, startCluster } from './harness';

// Issue 20 "Starting" and "Files only one process has", with two compiled API processes on one PostgreSQL
// database, started at the same moment on an empty database (migrations and seed race there).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const REFERENCE = [
  'news',
  'faqs',
  'document_types',
  'card_products',
  'delivery_options',
  'users',
  'countries',
];
const EMAIL = 'personal@demo.portal';

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster({ processes: 2, label: 'start_files' });
});
afterAll(() => cluster?.stop());

/** The profile form with a photo, as the portal posts it (multipart). */
const profileForm = async () => {
  const { rows } = await cluster.db.query(
    `select c.id as country, s.id as state from countries c join states s on s.country_id = c.id
      where c.sortname = 'ES' and s.name = 'Madrid'`,
  );
  const form = new FormData();
  const fields = {
    first_name: 'Lucía',
    last_name: 'García',
    dob: '1991-02-03',
    timezone: 'Europe/Madrid',
    country_id: rows[0].country,
    state_id: rows[0].state,
    addressline1: 'Calle 1',
    addressline2: '2B',
    city: 'Madrid',
    zipcode: '28001',
    lang_id: 1,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'me.png');
  return form;
};

/** The back-office CLI as the provider's team runs it: its own short-lived process. */
const cli = (...args: string[]) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: cluster.databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (data) => (out += data));
    child.stderr.on('data', (data) => (out += data));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`cli exit ${code}: ${out}`))));
  });

test('two processes started at once on an empty database both come up; one seeds', async () => {
  for (const on of [0, 1])
    expect((await cluster.call('POST', 'user/auth/demologin', { on })).status).toBe(200);
  const seededBy = [0, 1].filter((i) => cluster.log(i).includes('database seeded'));
  expect(seededBy).toHaveLength(1);
  const { rows } = await cluster.db.query('select count(*)::int as n from seed_runs');
  expect(rows[0].n).toBe(1);
});

test('a profile photo uploaded through one process is read through the other', async () => {
  const token = await cluster.login(EMAIL, DEMO_PASSWORD);
  const auth = { authorization: `Bearer ${token}` };
  const posted = await cluster.fetch('user/profile/updateUserProfile', {
    method: 'POST',
    body: await profileForm(),
    headers: auth,
    on: 0,
  });
  expect(((await posted.json()) as { code: string }).code).toBe('200');
  const details = await cluster.call('GET', 'user/profile/getEditProfileDetails', { token, on: 1 });
  const photo = await cluster.fetch(`user/profile/getphoto/${details.json.data.image_64}`, {
    headers: auth,
    on: 1,
  });
  expect(photo.status).toBe(200);
  expect(Buffer.from(await photo.arrayBuffer()).equals(PNG)).toBe(true);
});

test('a back-office purchase queued by the CLI is reported once, with both processes refreshing', async () => {
  const { rows } = await cluster.db.query(
    `select c.id from cards c join users u on u.id = c.user_id
      where u.email = $1 and c.usercard_status = 'Active' order by c.id desc limit 1`,
    [EMAIL],
  );
  const cardId = String(rows[0].id);
  expect(await cli('card', 'purchase', EMAIL, cardId, '150.05', 'Cluster shop')).toContain('queued');
  const token = await cluster.login(EMAIL, DEMO_PASSWORD);
  const refresh = (on: number) =>
    cluster.call('GET', 'user/cards/getuserCardUsageTransactionsRefresh', { token, on });
  // 150.05 is beyond the processor's random purchases (1–119.99): only the queued one has it.
  const answers = await Promise.all([refresh(0), refresh(1), refresh(0), refresh(1)]);
  const reported = answers
    .flatMap((answer) => answer.json.gtmTransactions as { card_id: string; amount: string }[])
    .filter((usage) => usage.card_id === cardId && usage.amount === '150.05');
  expect(reported).toHaveLength(1);
  const stored = await cluster.db.query(
    `select count(*)::int as n from card_usage where merchant = 'Cluster shop'`,
  );
  expect(stored.rows[0].n).toBe(1);
});

test('a production deployment (no demo users) restarted twice, both processes at once, seeds nothing twice', async () => {
  const production = await startCluster({ processes: 2, label: 'start_prod', env: { DEMO_MODE: '0' } });
  try {
    const counts = async () => {
      const entries = [];
      for (const table of REFERENCE) {
        const { rows } = await production.db.query(`select count(*)::int as n from ${table}`);
        entries.push([table, rows[0].n as number]);
      }
      return Object.fromEntries(entries) as Record<string, number>;
    };
    const before = await counts();
    expect(before).toMatchObject({ users: 0 });
    expect(before.news).toBeGreaterThan(0);
    await Promise.all([production.restart(0), production.restart(1)]);
    await Promise.all([production.restart(0), production.restart(1)]);
    expect(await counts()).toEqual(before);
  } finally {
    await production.stop();
  }
});
