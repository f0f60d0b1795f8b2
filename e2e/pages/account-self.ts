import { expect, type Locator, type Page } from '@playwright/test';

/** Files whose bytes match their extension (the server checks the content), padded to `size` when given. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const imageFile = (name: string, size?: number) => {
  const buffer = size && size > PNG.length ? Buffer.concat([PNG, Buffer.alloc(size - PNG.length, 0)]) : PNG;
  return { name, mimeType: 'image/png', buffer };
};
export const pdfFile = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
});

/** A remote-account page by its marker (`data-page` is the page's title key). */
export const accountPage = (page: Page, key: string): Locator =>
  page.locator(`[data-remote="account"][data-page="${key}"]`);

/** /verify-your-account of remote-account. */
export class VerifyAccountPage {
  constructor(readonly page: Page) {}

  root() {
    return accountPage(this.page, 'verifyYourAccount');
  }

  form() {
    return this.root().locator('[data-kyc-form]');
  }

  field(label: string) {
    return this.form().getByLabel(label, { exact: true });
  }

  updateButton() {
    return this.form().getByRole('button', { name: 'Update' });
  }

  tab(name: string) {
    return this.root().getByRole('tab', { name, exact: true });
  }

  upload() {
    return this.root().locator('[data-kyc-upload]');
  }

  dialog() {
    return this.page.getByRole('dialog');
  }

  /** Every field of the personal and address form; GB with the state England. */
  async fillAll(values: { middle?: string; dob?: string } = {}) {
    await this.field('Middle Name').fill(values.middle ?? 'Anne');
    await this.field('Date of Birth').fill(values.dob ?? '1990-04-12');
    await this.field('Tax ID').fill('AB123456C');
    await this.field('Tax Country').selectOption({ label: 'United Kingdom' });
    await expect(this.field('Tax State').locator('option', { hasText: 'England' })).toHaveCount(1);
    await this.field('Tax State').selectOption({ label: 'England' });
    await this.field('Country').selectOption({ label: 'United Kingdom' });
    await this.field('Address Line 1').fill('1 Test Street');
    await this.field('Address Line 2').fill('Flat 2');
    await this.field('City').fill('London');
    await this.field('Region').fill('Greater London');
    await this.field('Postal Code').fill('N1 9GU');
  }
}

/** /profile and /editprofile of remote-account. */
export class ProfilePages {
  constructor(readonly page: Page) {}

  profile() {
    return accountPage(this.page, 'profile');
  }

  edit() {
    return accountPage(this.page, 'editprofile');
  }

  async openTab(name: string) {
    await this.profile().getByRole('tab', { name, exact: true }).click();
  }

  /** The switch of a notification type in one list ('app' in-app, 'email'). */
  toggle(channel: 'app' | 'email', label: string) {
    return this.profile()
      .locator(`[data-channel="${channel}"]`)
      .filter({ hasText: label })
      .getByRole('switch');
  }

  async changePassword(current: string, next: string, confirm = next) {
    await this.openTab('Change Password');
    const form = this.profile().locator('[data-change-password]');
    await form.getByLabel('Current Password').fill(current);
    await form.getByLabel('New Password').fill(next);
    await form.getByLabel('Confirm Password').fill(confirm);
    await form.getByRole('button', { name: 'Change Password' }).click();
  }

  /** The session cards of the Active Sessions tab. */
  sessions() {
    return this.profile().locator('[data-active-sessions] [data-session]');
  }

  /** Signs out the first other session whose device names `device`, confirming in the dialog. */
  async endOtherSession(device: string) {
    const other = this.sessions().filter({ hasNotText: 'This device' }).filter({ hasText: device }).first();
    await other.getByRole('button', { name: /^Sign out the session on / }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Sign out', exact: true }).click();
  }
}
