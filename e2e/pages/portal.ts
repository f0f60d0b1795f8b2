import { expect, type Page } from '@playwright/test';

import { HOST_PORT } from './ports';

export const REMOTE_PORTS = {
  wallets: HOST_PORT + 1,
  cards: HOST_PORT + 2,
  exchange: HOST_PORT + 3,
  account: HOST_PORT + 4,
} as const;
export type Remote = keyof typeof REMOTE_PORTS;

export const manifestUrl = (remote: Remote) => `http://127.0.0.1:${REMOTE_PORTS[remote]}/mf-manifest.json`;

/** The composed portal as a whole: remote slots, fallback panels, diagnostics. */
export class PortalPage {
  constructor(readonly page: Page) {}

  async open(path: string) {
    await this.page.goto(path);
  }

  remoteContent(remote: Remote) {
    return this.page.locator(`[data-remote="${remote}"]`).first();
  }

  unavailablePanel(remote: Remote) {
    return this.page.locator(`[data-remote-unavailable="${remote}"]`);
  }

  async expectRemoteRendered(remote: Remote) {
    await expect(this.remoteContent(remote)).toBeVisible();
    await expect(this.unavailablePanel(remote)).toHaveCount(0);
  }

  /** Makes a remote unreachable, as if its server were down. */
  async blockRemote(remote: Remote) {
    await this.page.route(`http://127.0.0.1:${REMOTE_PORTS[remote]}/**`, (route) =>
      route.abort('connectionrefused'),
    );
  }

  async unblockRemote(remote: Remote) {
    await this.page.unroute(`http://127.0.0.1:${REMOTE_PORTS[remote]}/**`);
  }

  /** Rewrites the contract version a remote's manifest declares. */
  async serveManifestWithContract(remote: Remote, contractVersion: string) {
    await this.page.route(manifestUrl(remote), async (route) => {
      const response = await route.fetch();
      const manifest = await response.json();
      manifest.metaData.portal.contractVersion = contractVersion;
      await route.fulfill({ response, json: manifest });
    });
  }

  /** Instances of each shared library, compared by identity across every app that reported. */
  singletonReport() {
    return this.page.evaluate(() => {
      const reports =
        (window as unknown as { __PORTAL_SINGLETONS__?: Record<string, Record<string, unknown>> })
          .__PORTAL_SINGLETONS__ ?? {};
      const apps = Object.keys(reports);
      const host = reports.host ?? {};
      const libraries = Object.keys(host);
      const mismatches = apps.flatMap((app) =>
        libraries.filter((lib) => reports[app]?.[lib] !== host[lib]).map((lib) => `${app}:${lib}`),
      );
      return { apps: apps.sort(), libraries, mismatches };
    });
  }
}
