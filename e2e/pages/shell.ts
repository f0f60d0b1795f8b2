import { createHmac } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo!2345';
export const TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

const base32 = (secret: string): Buffer => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
};

/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits) with node:crypto: otplib is not installed in e2e. */
export const totp = (secret: string, at = Date.now()): string => {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const hmac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0xf;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
};

/** The host shell: login screen, menu, header. */
export class ShellPage {
  constructor(readonly page: Page) {}

  async openLogin() {
    await this.page.goto('/login');
    await expect(this.page.locator('[data-page="login"]')).toBeVisible();
  }

  async fillLogin(email: string, password = DEMO_PASSWORD) {
    await this.page.getByLabel('E-mail address').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  /** Signs in through the login screen and waits until a signed-in screen shows. */
  async signIn(email = 'personal@demo.portal', password = DEMO_PASSWORD) {
    await this.openLogin();
    await this.fillLogin(email, password);
    await expect(this.menu()).toBeVisible();
  }

  menu() {
    return this.page.locator('[data-menu]');
  }

  menuLink(name: string) {
    return this.menu().getByRole('link', { name, exact: true });
  }

  header() {
    return this.page.getByRole('banner');
  }

  notificationsButton() {
    return this.page.locator('[data-notifications]');
  }

  /** The unread counter of the bell, 0 when the badge is absent. */
  async notificationCount(): Promise<number> {
    const badge = this.notificationsButton().locator('[data-counter]');
    return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
  }

  notificationItem(title: string) {
    return this.page.getByRole('listitem').filter({ has: this.page.getByRole('button', { name: title }) });
  }

  async openProfileMenu() {
    await this.page.locator('[data-profile-menu]').click();
  }
}

/** For suites that only need a session before visiting signed-in routes. */
export const signIn = (page: Page, email?: string) => new ShellPage(page).signIn(email);

/** Chooses the portal's language with the header's (or a public screen's) language switch, a radio group
 * (decision 146), and waits until the page says it is in that language. */
export const chooseLanguage = async (page: Page, language: 'en' | 'fr', within?: Locator) => {
  const group = (within ?? page).locator('[data-language]').first();
  await group.locator(`[data-language-option="${language}"]`).check();
  await expect(group).toHaveAttribute('data-language', language);
};
