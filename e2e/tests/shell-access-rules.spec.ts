import { expect, test } from '@playwright/test';
import { ShellPage } from '../pages/shell';

// Issue 14: routes typed in go where the menu would (decideAccess), never to an API 403 or a screen the
// customer's status does not allow.
test.describe('shell: routes by URL follow the menu', () => {
  for (const email of ['vip1@demo.portal', 'corporate@demo.portal']) {
    test(`${email} asking for /refer lands on the dashboard (no Referral Request in the menu)`, async ({
      page,
    }) => {
      const shell = new ShellPage(page);
      await shell.signIn(email);
      await expect(shell.menuLink('Referral Request')).toHaveCount(0);
      await page.goto('/refer');
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.locator('[data-page="dashboard"]')).toBeVisible();
    });
  }

  test('a VIP at tier 2 opens /refer', async ({ page }) => {
    await new ShellPage(page).signIn('vip2@demo.portal');
    await page.goto('/refer');
    await expect(page).toHaveURL(/\/refer$/);
    await expect(page.locator('[data-remote="account"]').first()).toBeVisible();
  });

  // Spec 01 §2.3: every KYC-only link, /refer included, leads to /verify-your-account before approval.
  for (const path of ['/refer', '/my-cards', '/crypto-exchanges']) {
    test(`a KYC-pending customer typing ${path} lands on /verify-your-account`, async ({ page }) => {
      await new ShellPage(page).signIn('pending@demo.portal');
      await page.goto(path);
      await expect(page).toHaveURL(/\/verify-your-account$/);
    });
  }

  test('a KYC-pending Personal customer asking for /customer-list is sent to /verify-your-account', async ({
    page,
  }) => {
    await new ShellPage(page).signIn('pending@demo.portal');
    await page.goto('/customer-list');
    await expect(page).toHaveURL(/\/verify-your-account$/);
  });

  test('a corporate customer who must add shareholders keeps /customer-list before approval', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.openLogin();
    await shell.fillLogin('corporate-new@demo.portal');
    await expect(page).toHaveURL(/\/customer-list$/);
    await page.reload();
    await expect(page).toHaveURL(/\/customer-list$/);
    await expect(page.locator('[data-remote="account"]').first()).toBeVisible();
  });
});
