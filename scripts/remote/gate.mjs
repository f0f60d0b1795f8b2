// The compatibility gate a remote release passes before it goes live (pnpm remote:promote), and that the live
// remotes pass before a host build goes live (pnpm remote:promote --check-host).
import { createRequire } from 'node:module';
import path from 'node:path';
import semver from 'semver';
import { repoRoot } from '../lib/toolchain.mjs';
import { createPreviewToken, PREVIEW_COOKIE, previewSecret } from './preview-token.mjs';
import { readRelease, releaseUrl } from './store.mjs';

const KIT = '@portal/shared';
// One route of each remote, rendered by the smoke load.
const SMOKE_ROUTES = {
  'remote-wallets': '/crypto',
  'remote-cards': '/my-cards',
  'remote-exchange': '/crypto-exchanges',
  'remote-account': '/profile',
};

const check = (name, ok, detail) => ({ name, ok, detail });
const major = (version) => semver.major(semver.coerce(version) ?? '0.0.0');

const fetchJson = async (url) => {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
};

/** What the live host provides: host/dist/portal-host.json as its server serves it. */
export const fetchHostRecord = (hostUrl) => fetchJson(`${hostUrl}/portal-host.json`);

/** The checks a manifest can fail against a host record without running anything. */
export const compatibility = (host, manifest) => {
  const portal = manifest.metaData?.portal ?? {};
  const contract = portal.contractVersion ?? 'unknown';
  const shared = (manifest.shared ?? []).filter((lib) => lib.singleton);
  const kit = shared.find((lib) => lib.name === KIT);
  // react-dom/client is provided with react-dom: a subpath has its package's version.
  const provided = (name) =>
    host.shared?.[name.replace(/\/$/, '')] ??
    host.shared?.[
      name
        .split('/')
        .slice(0, name.startsWith('@') ? 2 : 1)
        .join('/')
    ];
  const satisfied = (lib) =>
    typeof lib.requiredVersion !== 'string' ||
    Boolean(provided(lib.name) && semver.satisfies(provided(lib.name), lib.requiredVersion));
  const unsatisfied = shared.filter((lib) => !lib.name.startsWith(KIT) && !satisfied(lib));
  return [
    check(
      'contract',
      major(contract) === major(host.contractVersion),
      `built for API contract ${contract}; the host speaks ${host.contractVersion}`,
    ),
    check(
      'kit',
      Boolean(kit) && satisfied(kit),
      `needs ${KIT} ${kit?.requiredVersion ?? '(not shared)'} (built with ${portal.kitVersion ?? kit?.version}); the host provides ${provided(KIT) ?? 'none'}`,
    ),
    check(
      'shared',
      unsatisfied.length === 0,
      unsatisfied.length
        ? unsatisfied
            .map((lib) => `${lib.name} ${lib.requiredVersion} (host: ${provided(lib.name) ?? 'none'})`)
            .join(', ')
        : `${shared.length} singletons satisfied by the host's versions`,
    ),
  ];
};

const loadChecks = async (manifestUrl) => {
  let manifest;
  try {
    manifest = await fetchJson(manifestUrl);
  } catch (error) {
    return { manifest, checks: [check('manifest', false, error.message)] };
  }
  const { path: dir = '', name } = manifest.metaData?.remoteEntry ?? {};
  const entryUrl = new URL(`${dir ? `${dir}/` : ''}${name ?? 'remoteEntry.js'}`, manifestUrl).href;
  const entry = await fetch(entryUrl, { cache: 'no-store' }).then(
    (response) => check('entry', response.ok, `${entryUrl}: HTTP ${response.status}`),
    (error) => check('entry', false, `${entryUrl}: ${error.message}`),
  );
  return { manifest, checks: [check('manifest', true, manifestUrl), entry] };
};

const chromium = () => createRequire(path.join(repoRoot, 'e2e/package.json'))('@playwright/test').chromium;

/** Signs in on the live host in a headless browser that previews the candidate, opens one of its routes and
 * expects it rendered by that release with no page error. */
const smokeLoad = async (env, remote, id) => {
  const secret = previewSecret(env.secretFile);
  if (!secret)
    return check('smoke', false, `no preview secret at ${env.secretFile} (is the environment started?)`);
  const browser = await chromium().launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const errors = [];
  try {
    const context = await browser.newContext({ baseURL: env.hostUrl, locale: 'en-GB' });
    const token = createPreviewToken(secret, { remote, release: id, ttlSeconds: 300 });
    await context.addCookies([{ name: PREVIEW_COOKIE, value: token, url: env.hostUrl }]);
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/login');
    await page.getByLabel('E-mail address').fill(process.env.PORTAL_SMOKE_EMAIL ?? 'personal@demo.portal');
    await page.getByLabel('Password').fill(process.env.PORTAL_SMOKE_PASSWORD ?? 'Demo!2345');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.locator('[data-menu]').waitFor({ timeout: 30_000 });
    const route = SMOKE_ROUTES[remote];
    await page.goto(route);
    await page.locator(`[data-remote-release="${id}"] [data-remote]`).first().waitFor({ timeout: 30_000 });
    const unavailable = await page.locator('[data-remote-unavailable]').count();
    const ok = errors.length === 0 && unavailable === 0;
    return check(
      'smoke',
      ok,
      ok ? `${route} rendered by ${id}` : `${route}: ${errors.join('; ') || 'unavailable panel shown'}`,
    );
  } catch (error) {
    return check(
      'smoke',
      false,
      `${SMOKE_ROUTES[remote]}: ${errors.join('; ') || error.message.split('\n')[0]}`,
    );
  } finally {
    await browser.close();
  }
};

/** Every check of one release against one environment's live host; the smoke load only when the rest passed. */
export const gateRelease = async (env, remote, id) => {
  if (!readRelease(remote, id))
    return [check('release', false, `${remote} has no release ${id} in .releases/`)];
  let host;
  try {
    host = await fetchHostRecord(env.hostUrl);
  } catch (error) {
    return [
      check('host', false, `the live host did not describe itself (${error.message}); rebuild the host`),
    ];
  }
  const { manifest, checks } = await loadChecks(releaseUrl(env.hostUrl, remote, id));
  if (manifest) checks.push(...compatibility(host, manifest));
  if (checks.every((c) => c.ok)) checks.push(await smokeLoad(env, remote, id));
  return checks;
};

export const printChecks = (checks, log = console.log) => {
  for (const c of checks) log(`  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name.padEnd(8)} ${c.detail}`);
};
