import { expect, test } from '@playwright/test';
import { BackOffice } from '../pages/back-office';
import { ReferralsPage } from '../pages/account';
import { chooseLanguage, ShellPage, signIn } from '../pages/shell';

test('a VIP tier-2 member requests a referral, and once approved sends the link by e-mail', async ({
  page,
  request,
}) => {
  const referrals = new ReferralsPage(page);
  await signIn(page, 'vip2@demo.portal');
  await new ShellPage(page).menuLink('Referral Request').click();
  await expect(page).toHaveURL(/\/refer$/);
  await expect(referrals.root().getByRole('heading', { level: 1 })).toHaveText('Referral Requests');
  // Only Approved rows offer the mail action (seeded: Pending, Approved, Declined).
  await expect(
    referrals.row('Friend Approved').getByRole('button', { name: /Send referral link/ }),
  ).toBeVisible();
  await expect(referrals.row('Friend Declined').getByRole('button')).toHaveCount(0);

  await referrals.root().getByRole('button', { name: 'New Request' }).click();
  await referrals.dialog().getByRole('button', { name: 'Add Request' }).click();
  for (const message of [
    'Full name is required.',
    'Email ID is required.',
    'Invalid Phone Number',
    'Description is required.',
  ]) {
    await expect(referrals.dialog().getByText(message, { exact: true })).toBeVisible();
  }
  await referrals.fill({
    fullname: 'Grace Hopper',
    email: 'grace@',
    phone: '12345678',
    description: 'A colleague',
  });
  await referrals.dialog().getByRole('button', { name: 'Add Request' }).click();
  await expect(
    referrals.dialog().getByText('Please Enter Correct Email Format.', { exact: true }),
  ).toBeVisible();
  await expect(referrals.dialog().getByText('Invalid Phone Number', { exact: true })).toBeVisible();

  const email = `grace-${Date.now()}@e2e.portal`;
  await referrals.fill({ email, phone: '5553000001' });
  await referrals.dialog().getByRole('button', { name: 'Add Request' }).click();
  await expect(referrals.dialog()).toBeHidden();
  await expect(page.getByText('Referral request submitted successfully')).toBeVisible();
  await expect(referrals.row(email)).toContainText('Pending');
  await expect(referrals.row(email).getByRole('button')).toHaveCount(0);

  const backOffice = new BackOffice(request);
  const line = (await backOffice.admin('referral', 'list'))
    .split('\n')
    .find((entry) => entry.includes(`<${email}>`));
  const id = line?.split(' ')[0];
  expect(id, 'the new request in the back office').toMatch(/^\d+$/);
  await backOffice.admin('referral', 'approve', id!);

  await page.reload();
  await expect(referrals.row(email)).toContainText('Approved');
  await referrals
    .row(email)
    .getByRole('button', { name: /Send referral link/ })
    .click();
  await expect(referrals.dialog()).toContainText('Send Referral Link to User');
  await expect(referrals.dialog()).toContainText(
    'Are you sure you want to send referral link again to this User?',
  );
  await referrals.dialog().getByRole('button', { name: 'Send', exact: true }).click();
  await expect(referrals.dialog()).toBeHidden();
  await expect(page.getByText('Referral link sent successfully')).toBeVisible();
  await expect
    .poll(async () => (await backOffice.outbox(email))[0]?.body ?? '')
    .toMatch(/\/vip-registration\/[A-Z0-9]+/);
});

test('the referral requests screen in French', async ({ page }) => {
  const referrals = new ReferralsPage(page);
  await signIn(page, 'vip2@demo.portal');
  await page.goto('/refer');
  await chooseLanguage(page, 'fr');
  await expect(referrals.root().getByRole('heading', { level: 1 })).toHaveText('Demandes de parrainage');
  await referrals.root().getByRole('button', { name: 'Nouvelle demande' }).click();
  await expect(referrals.dialog().getByRole('button', { name: 'Ajouter la demande' })).toBeVisible();
  await referrals.dialog().getByRole('button', { name: 'Ajouter la demande' }).click();
  await expect(
    referrals.dialog().getByText('Le nom complet est obligatoire.', { exact: true }),
  ).toBeVisible();
  await expect(referrals.dialog()).not.toContainText('is required');
});

test('a VIP tier-1 member sees and copies the referral link on the dashboard', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'vip1@demo.portal');
  await page.goto('/dashboard');
  const box = page.locator('[data-widget="ReferralLinkBox"]');
  await expect(box).toBeVisible();
  await expect(box).toContainText('Referral Link');
  await expect(box.locator('output')).toHaveText(/^http.*\/vip-registration\/[A-Z0-9]+$/);
  const link = (await box.locator('output').textContent())?.trim();
  await box.getByRole('button', { name: 'Copy' }).click();
  await expect(box.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
});
