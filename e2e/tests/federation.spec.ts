import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PortalPage, manifestUrl, type Remote } from '../pages/portal';
import { HOST_PORT } from '../pages/ports';
import { signIn } from '../pages/shell';

const CANARY_PORT = HOST_PORT + 12;

const ROUTES: Record<Remote, string> = {
  wallets: '/fiat',
  cards: '/my-cards',
  exchange: '/crypto-exchanges',
  account: '/news',
};

// Every route below is a signed-in route: the guard sends visitors without a session to login.
test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test.describe('run-time composition', () => {
  test('the host renders its shell and dashboard widgets from three remotes', async ({ page }) => {
    const portal = new PortalPage(page);
    // The referral box (remote-account) shows only for a VIP at tier 1 (spec 01 §2.7): sign in as one.
    await page.evaluate(() => window.sessionStorage.clear());
    await signIn(page, 'vip1@demo.portal');
    await portal.open('/dashboard');
    await expect(page.locator('[data-page="dashboard"]')).toBeVisible();
    for (const widget of ['WalletCards', 'BuySellTable', 'ReferralLinkBox']) {
      await expect(page.locator(`[data-widget="${widget}"]`)).toBeVisible();
    }
  });

  for (const [remote, route] of Object.entries(ROUTES) as [Remote, string][]) {
    test(`the ${remote} remote renders ${route} at run time from its manifest`, async ({ page }) => {
      const portal = new PortalPage(page);
      const manifest = page.waitForRequest(manifestUrl(remote));
      await portal.open(route);
      await manifest;
      await portal.expectRemoteRendered(remote);
    });
  }

  test('a remote that is down shows the fallback panel while the others keep working, and Retry recovers', async ({
    page,
  }) => {
    const portal = new PortalPage(page);
    await portal.blockRemote('cards');
    await portal.open('/my-cards');
    await expect(portal.unavailablePanel('cards')).toContainText('temporarily unavailable');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

    for (const remote of ['wallets', 'exchange', 'account'] as const) {
      await page
        .getByRole('link', {
          name: { wallets: 'Fiat Virtual Wallet Accounts', exchange: 'Crypto Exchange', account: 'News' }[
            remote
          ],
        })
        .click();
      await portal.expectRemoteRendered(remote);
    }

    await page.getByRole('link', { name: 'My Cards' }).click();
    await expect(portal.unavailablePanel('cards')).toBeVisible();
    await portal.unblockRemote('cards');
    await page.getByRole('button', { name: 'Retry' }).click();
    await portal.expectRemoteRendered('cards');
  });

  test('host and remotes share one instance of every singleton library', async ({ page }) => {
    const portal = new PortalPage(page);
    // The dashboard loads the wallets and exchange remotes; client-side steps add cards and account.
    await portal.open('/dashboard');
    await expect(page.locator('[data-widget="WalletCards"]')).toBeVisible();
    await page.getByRole('link', { name: 'My Cards' }).click();
    await portal.expectRemoteRendered('cards');
    await page.getByRole('link', { name: 'News' }).click();
    await portal.expectRemoteRendered('account');
    const report = await portal.singletonReport();
    expect(report.apps).toEqual([
      'host',
      'remote_account',
      'remote_cards',
      'remote_exchange',
      'remote_wallets',
    ]);
    expect(report.libraries).toEqual(
      expect.arrayContaining([
        'react',
        'reactDom',
        'router',
        'reactQuery',
        'reactHookForm',
        'reactI18next',
        'i18next',
        'zustand',
      ]),
    );
    expect(report.mismatches).toEqual([]);
  });
});

test.describe('contract versions', () => {
  test('a remote built for another contract major is refused with a visible message', async ({ page }) => {
    const portal = new PortalPage(page);
    await portal.serveManifestWithContract('wallets', '2.0.0');
    await portal.open('/fiat');
    await expect(portal.unavailablePanel('wallets')).toContainText('built for another version');
    await expect(page.locator('[data-remote="wallets"]')).toHaveCount(0);
  });

  test('a remote built for a newer minor of the contract is accepted', async ({ page }) => {
    const portal = new PortalPage(page);
    await portal.serveManifestWithContract('exchange', '1.9.0');
    await portal.open('/crypto-exchanges');
    await portal.expectRemoteRendered('exchange');
  });
});

test.describe('independent delivery', () => {
  let other: ChildProcess | undefined;
  // The remotes.json the host serves (scripts/start.mjs writes it per HOST_PORT); restored after the test.
  const remotesFile = path.resolve(
    __dirname,
    '../../.run',
    ...(HOST_PORT === 3000 ? [] : [`port-${HOST_PORT}`]),
    'remotes.json',
  );
  let original: string | undefined;
  test.afterEach(() => {
    other?.kill();
    if (original !== undefined) writeFileSync(remotesFile, original);
  });

  test('the host loads a remote from wherever remotes.json points, without a rebuild', async ({ page }) => {
    // A second deployment of remote-cards on another port, as a canary or rollback would be.
    other = spawn(
      'node',
      ['scripts/serve-static.mjs', '--dir', 'remote-cards/dist', '--port', String(CANARY_PORT)],
      { cwd: path.resolve(__dirname, '../..'), stdio: 'ignore' },
    );
    await expect
      .poll(() =>
        fetch(`http://127.0.0.1:${CANARY_PORT}/mf-manifest.json`)
          .then((r) => r.status)
          .catch(() => 0),
      )
      .toBe(200);
    // Repointed the way the README says (edit the served remotes.json): the page's Content-Security-Policy is
    // computed from that file, so the new origin is allowed on the next page load.
    original = readFileSync(remotesFile, 'utf8');
    writeFileSync(
      remotesFile,
      JSON.stringify({
        ...JSON.parse(original),
        remote_cards: `http://127.0.0.1:${CANARY_PORT}/mf-manifest.json`,
      }),
    );
    const moved = page.waitForRequest(`http://127.0.0.1:${CANARY_PORT}/remoteEntry.js`);
    const response = await page.goto('/my-cards');
    expect(response?.headers()['content-security-policy']).toContain(`http://127.0.0.1:${CANARY_PORT}`);
    await moved;
    await new PortalPage(page).expectRemoteRendered('cards');
  });

  test('a remote origin that is not in the served remotes.json cannot run script in the host page', async ({
    page,
  }) => {
    other = spawn(
      'node',
      ['scripts/serve-static.mjs', '--dir', 'remote-cards/dist', '--port', String(CANARY_PORT)],
      { cwd: path.resolve(__dirname, '../..'), stdio: 'ignore' },
    );
    await expect
      .poll(() =>
        fetch(`http://127.0.0.1:${CANARY_PORT}/mf-manifest.json`)
          .then((r) => r.status)
          .catch(() => 0),
      )
      .toBe(200);
    // Only the browser's copy is changed (as an injected script or a tampered response would): the CSP still
    // names the served origins, so the remote entry is blocked and the slot shows its fallback.
    await page.route('**/remotes.json', async (route) => {
      const served = await route.fetch();
      await route.fulfill({
        response: served,
        json: { ...(await served.json()), remote_cards: `http://127.0.0.1:${CANARY_PORT}/mf-manifest.json` },
      });
    });
    const portal = new PortalPage(page);
    await page.goto('/my-cards');
    await expect(portal.unavailablePanel('cards')).toBeVisible();
  });
});
