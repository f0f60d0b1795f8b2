import { expect, test } from '@playwright/test';
import { BackOffice } from '../pages/back-office';
import { CLUSTER } from '../pages/cluster';
import {
  PasskeysTab,
  signOutAndInWithPasskey,
  virtualAuthenticator,
  wireWithPasskey,
} from '../pages/passkeys';
import { ShellPage } from '../pages/shell';

// Issue 47 once against the production topology over HTTPS (https://localhost:<port>, decision 175): the RP id
// and origin come from the cluster's configuration, the challenge is issued by one API process and may be checked
// by the other, and a passkey added on /profile signs in and confirms a wire that moves money exactly once.
const USER = 'personal@demo.portal';
const PHONE = '+445550000001';

test(
  'a passkey added on /profile signs in and confirms one wire on the cluster',
  CLUSTER,
  async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const name = `E2E cluster laptop ${testInfo.retry + 1}`;
    const office = new BackOffice(request);
    const device = await virtualAuthenticator(page);
    const shell = new ShellPage(page);
    const passkeys = new PasskeysTab(page, office, PHONE);
    await page.goto('/login');
    expect(new URL(page.url()).origin).toBe(process.env.CLUSTER_ORIGIN);
    await shell.fillLogin(USER);
    await expect(shell.menu()).toBeVisible();

    await passkeys.open();
    expect(await passkeys.add(name)).toContain('adding a passkey');
    await expect(passkeys.card(name)).toContainText('Never');
    const [credential] = await device.credentials();
    expect(credential?.rpId).toBe('localhost');

    try {
      await signOutAndInWithPasskey(page, device);
      await wireWithPasskey(page, office, USER);
    } finally {
      await office.admin('second-factor', USER, 'outgoingotp', 'none');
    }
  },
);
