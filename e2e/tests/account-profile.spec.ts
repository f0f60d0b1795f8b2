import { expect, test } from '@playwright/test';
import { BackOffice } from '../pages/back-office';
import { registerCustomer } from '../pages/account';
import { ProfilePages, imageFile } from '../pages/account-self';
import { DEMO_PASSWORD, ShellPage } from '../pages/shell';
import { CLUSTER } from '../pages/cluster';

test('change password: §5 messages, then success signs out a second browser context', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const email = await registerCustomer(request, 'personal');
  await new ShellPage(page).signIn(email);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await new ShellPage(otherPage).signIn(email);

  const profile = new ProfilePages(page);
  await page.goto('/profile');
  await profile.changePassword('', '', '');
  const form = profile.profile().locator('[data-change-password]');
  for (const message of ['Enter current password.', 'Enter new password.', 'Enter confirm password.'])
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  await profile.changePassword(DEMO_PASSWORD, 'N3wPassword!', 'Other123!');
  await expect(form.getByText('Do not match password.', { exact: true })).toBeVisible();
  await profile.changePassword('wrong-password1', 'N3wPassword!');
  await expect(page.getByText('Current password does not match.')).toBeVisible();
  await profile.changePassword(DEMO_PASSWORD, 'N3wPassword!');
  await expect(page.getByText('Your password was changed.')).toBeVisible();
  await expect(form.getByLabel('Current Password')).toHaveValue('');

  // The other session ended on the server: its next call fails and it lands on the login screen.
  await otherPage.goto('/profile');
  await expect(otherPage).toHaveURL(/\/login/, { timeout: 15_000 });
  // This session stays signed in.
  await page.reload();
  await expect(profile.profile()).toBeVisible();
  await other.close();
});

test('a notification type switched off sends nothing: not in the outbox, not in the header', async ({
  page,
  request,
}) => {
  const email = await registerCustomer(request, 'personal');
  const shell = new ShellPage(page);
  const profile = new ProfilePages(page);
  const office = new BackOffice(request);
  await shell.signIn(email);
  await page.goto('/profile');
  await profile.openTab('Notification Settings');
  for (const channel of ['app', 'email'] as const) {
    const toggle = profile.toggle(channel, 'Deposit');
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(toggle).not.toBeChecked();
  }
  expect(await office.admin('notify', email, 'Salary credited', 'Your salary arrived', 'Deposit')).toContain(
    'not sent',
  );
  expect(await office.admin('notify', email, 'Card issued', 'Your card is ready', 'Card')).toContain(
    'in-app, e-mail',
  );
  const subjects = (await office.outbox(email)).map((m) => m.subject);
  expect(subjects).toContain('Card issued');
  expect(subjects).not.toContain('Salary credited');
  await page.reload();
  await shell.notificationsButton().click();
  await expect(page.getByText('Card issued')).toBeVisible();
  await expect(page.getByText('Salary credited')).toHaveCount(0);
});

test(
  'edit profile: read-only id, e-mail and phone; the new name and photo show in the header',
  CLUSTER,
  async ({ page, request }) => {
    test.setTimeout(90_000);
    const email = await registerCustomer(request, 'personal');
    await new ShellPage(page).signIn(email);
    const profile = new ProfilePages(page);
    await page.goto('/profile');
    await profile.profile().getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\/editprofile$/);
    const form = profile.edit().locator('[data-edit-profile]');
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(form.getByLabel('Email', { exact: true })).not.toBeEditable();
    await expect(form.getByLabel('Customer ID')).not.toBeEditable();
    await expect(form.getByLabel('Phone Number')).not.toBeEditable();

    await form.getByLabel('First Name').fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    for (const message of [
      'Enter first name',
      'Enter valid date',
      'Enter address line 1',
      'Select country',
      'Select state',
      'Enter zip code',
      'Select timezone',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await form.getByLabel('First Name').fill('Evelyn');
    await form.getByLabel('Last Name').fill('Photographer');
    await form.getByLabel('Date of Birth').fill('1991-02-03');
    await form.getByLabel('Address Line 1').fill('10 Downing Street');
    await form.getByLabel('Address Line 2').fill('Flat 1');
    await form.getByLabel('Country').selectOption({ label: 'United Kingdom' });
    await expect(form.getByLabel('State').locator('option', { hasText: 'England' })).toHaveCount(1);
    await form.getByLabel('State').selectOption({ label: 'England' });
    await form.getByLabel('City').fill('London');
    await form.getByLabel('Zip Code').fill('SW1A 2AA');
    await form.getByLabel('Timezone').selectOption({ label: '(GMT+00:00) Europe/London' });
    await form
      .getByLabel('Profile Photo (png, jpeg, jpg)')
      .setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(form.getByText('Please upload a .png, .jpeg or .jpg image', { exact: true })).toBeVisible();
    await expect(form.getByLabel('City')).toHaveValue('London');
    await form.getByLabel('Profile Photo (png, jpeg, jpg)').setInputFiles(imageFile('me.png'));
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile was updated')).toBeVisible();

    const menu = page.locator('[data-profile-menu]');
    await expect(menu).toContainText('Evelyn Photographer', { timeout: 10_000 });
    const avatar = menu.locator('img[data-header-avatar]');
    await expect(avatar).not.toHaveAttribute('data-header-avatar', 'default-avatar.svg');
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.goto('/profile');
    await expect(profile.profile().locator('[data-personal-info]')).toContainText('Evelyn Photographer');
    await expect(profile.profile().locator('[data-personal-info]')).toContainText('Europe/London');
  },
);

test('account type Bank has no Notification Settings tab', async ({ page }) => {
  await new ShellPage(page).signIn('bank@demo.portal');
  await page.goto('/profile');
  const profile = new ProfilePages(page);
  await expect(profile.profile().getByRole('tab', { name: 'Personal Info' })).toBeVisible();
  await expect(profile.profile().getByRole('tab', { name: 'Change Password' })).toBeVisible();
  await expect(profile.profile().getByRole('tab', { name: 'Notification Settings' })).toHaveCount(0);
});
