import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';

import { API_PORT, HOST_PORT, HOST_URL } from '../pages/ports';
import { signIn } from '../pages/shell';

// Issue 25: releases of one remote, the gate, a signed preview, promote and rollback, on the environment the suite
// runs. One remote (the smallest) and three builds (~1 min each): release one; release two is built against an
// older kit minor with a visible change; a third, against a newer kit and contract major, is refused. The builds
// use the factory's test-only knobs (PORTAL_TEST_*, tooling/webpack-config).
const REMOTE = 'remote-exchange';
const SCOPE = 'remote_exchange';
const ROUTE = '/crypto-exchanges';
const TITLE_ONE = 'Crypto Exchange';
const TITLE_TWO = 'Crypto Exchange (release two)';
const repoRoot = path.resolve(__dirname, '../..');
/** The contract the live host was built with (its build record), so the test follows contract bumps. */
const hostContract = (): string =>
  JSON.parse(readFileSync(path.join(repoRoot, 'host/dist/portal-host.json'), 'utf8')).contractVersion;

const pnpm = (args: string[], env: Record<string, string> = {}) => {
  const result = spawnSync('pnpm', args, {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, HOST_PORT: String(HOST_PORT), API_PORT: String(API_PORT), ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
};

const lastLine = (text: string) => text.trim().split('\n').at(-1) ?? '';

const release = (env: Record<string, string> = {}) => {
  const result = pnpm(['remote:release', REMOTE], env);
  expect(result.status, result.stderr).toBe(0);
  return lastLine(result.stdout);
};

const liveRemotes = async (page: Page): Promise<Record<string, string>> =>
  (await page.request.get(`${HOST_URL}/remotes.json`)).json();

/** A signed-in browser of its own (cookies, storage) on the remote's page. */
const openBrowser = async (browser: Browser, link = '/') => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await signIn(page);
  await page.goto(ROUTE);
  return page;
};

const expectRelease = async (page: Page, id: string, title: string) => {
  await expect(page.locator(`[data-remote-release="${id}"] [data-page="cryptoExchanges"]`)).toBeVisible();
  await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
};

test.describe('remote releases', () => {
  test.setTimeout(10 * 60_000);
  let original: string | undefined;

  test.afterAll(async ({ request }) => {
    // Leave the environment as the other suites expect it: roll back until the start's own URL is live again.
    for (let step = 0; step < 4; step += 1) {
      const live = (await (await request.get(`${HOST_URL}/remotes.json`)).json())[SCOPE];
      if (!original || live === original) break;
      pnpm(['remote:rollback', REMOTE]);
    }
  });

  test('release, gate, preview, promote and roll back one remote', async ({ browser, page }) => {
    original = (await liveRemotes(page))[SCOPE];
    const one = release();
    const two = release({
      PORTAL_TEST_KIT_VERSION: '0.2.0',
      PORTAL_TEST_LOCALE_PATCH: JSON.stringify({ en: { 'pages.cryptoExchanges': TITLE_TWO } }),
    });
    expect(two).not.toBe(one);
    const record = JSON.parse(
      readFileSync(path.join(repoRoot, '.releases', REMOTE, two, 'release.json'), 'utf8'),
    );
    expect(record).toMatchObject({
      remote: REMOTE,
      id: two,
      kitVersion: '0.2.0',
      contractVersion: hostContract(),
    });

    const first = pnpm(['remote:promote', REMOTE, one]);
    expect(first.status, first.stdout + first.stderr).toBe(0);
    expect(first.stdout).toMatch(/ok\s+smoke/);
    const everyone = await openBrowser(browser);
    await expectRelease(everyone, one, TITLE_ONE);
    // A support ticket can name the release: the fallback panel of a failing remote says which one it tried.
    await everyone.route(`**/releases/${REMOTE}/**`, (route) => route.abort('connectionrefused'));
    await everyone.reload();
    await expect(everyone.locator('[data-remote-unavailable="exchange"]')).toContainText(`Release: ${one}`);
    await everyone.unroute(`**/releases/${REMOTE}/**`);

    // One browser previews release two; the other still runs release one.
    const link = lastLine(pnpm(['remote:preview', REMOTE, two]).stdout);
    expect(link).toMatch(new RegExp(`^${HOST_URL}/\\?preview=`));
    const previewer = await openBrowser(browser, link);
    await expectRelease(previewer, two, TITLE_TWO);
    await expect(previewer.locator('[data-preview-banner]')).toContainText(`Previewing ${REMOTE} ${two}`);
    await everyone.reload();
    await expectRelease(everyone, one, TITLE_ONE);
    await expect(everyone.locator('[data-preview-banner]')).toHaveCount(0);
    await previewer.getByRole('link', { name: 'Leave preview' }).click();
    await expect(previewer.locator('[data-preview-banner]')).toHaveCount(0);
    await previewer.goto(ROUTE);
    await expectRelease(previewer, one, TITLE_ONE);

    // Only what the releases folder holds is previewable, and a forged link is refused.
    expect(pnpm(['remote:preview', REMOTE, '0.1.0-0000000000']).status).not.toBe(0);
    expect((await page.request.get(`${HOST_URL}/?preview=${link.split('=')[1]}x`)).status()).toBe(403);

    // Release two (older kit minor) goes live for everyone, then back in one step.
    const second = pnpm(['remote:promote', REMOTE, two]);
    expect(second.status, second.stdout + second.stderr).toBe(0);
    await everyone.reload();
    await expectRelease(everyone, two, TITLE_TWO);
    const back = pnpm(['remote:rollback', REMOTE]);
    expect(back.status, back.stderr).toBe(0);
    await everyone.reload();
    await expectRelease(everyone, one, TITLE_ONE);

    const listed = pnpm(['remote:releases', REMOTE]).stdout;
    expect(listed).toContain(`${one}`);
    expect(listed).toMatch(new RegExp(`rollback\\s+${REMOTE}\\s+${two} → ${one}`));
  });

  test('a release built for a newer kit or contract major is refused, naming why', async ({ page }) => {
    const before = await liveRemotes(page);
    const newer = release({ PORTAL_TEST_KIT_VERSION: '1.0.0', PORTAL_TEST_CONTRACT_VERSION: '2.0.0' });
    const refused = pnpm(['remote:promote', REMOTE, newer]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('refused');
    expect(refused.stderr).toContain(
      `contract: built for API contract 2.0.0; the host speaks ${hostContract()}`,
    );
    expect(refused.stderr).toContain('kit: needs @portal/shared >=1.0.0 <2.0.0');
    expect(await liveRemotes(page)).toEqual(before);
  });
});
