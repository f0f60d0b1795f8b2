import { expect, test } from '@playwright/test';
import { DashboardPage, WALLET_WIDGETS, type DashboardWidgetName } from '../pages/dashboard';
import { chooseLanguage, ShellPage } from '../pages/shell';
import { TotpClock } from '../pages/wallets-transfers';

test.describe('shell: sign-in and access', () => {
  test('a personal customer signs in and reaches the dashboard with the full menu', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn('personal@demo.portal');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('[data-page="dashboard"]')).toBeVisible();
    await expect(page.getByText('Login Successfully Completed')).toBeVisible();
    for (const name of [
      'Dashboard',
      'IBAN Accounts',
      'Fiat Virtual Wallet Accounts',
      'Crypto Accounts',
      'My Cards',
      'Crypto Exchange',
      'Activity Logs',
      'News',
    ]) {
      await expect(shell.menuLink(name)).toBeVisible();
    }
    await expect(shell.menuLink('Share Holders')).toHaveCount(0);
  });

  test('a wrong password shows the server message and keeps the e-mail typed', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.openLogin();
    await shell.fillLogin('personal@demo.portal', 'wrong-password-1');
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page.getByLabel('E-mail address')).toHaveValue('personal@demo.portal');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a customer whose KYC is pending is sent from /fiat to /verify-your-account', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn('pending@demo.portal');
    await page.goto('/fiat');
    await expect(page).toHaveURL(/\/verify-your-account$/);
  });

  test('a Bank account lands on /iban-account', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn('bank@demo.portal');
    await expect(page).toHaveURL(/\/iban-account$/);
    await expect(shell.menuLink('Dashboard')).toHaveCount(0);
  });

  test('a corporate account without dashboard access is sent to /customer-list', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.openLogin();
    await shell.fillLogin('corporate-new@demo.portal');
    await expect(page).toHaveURL(/\/customer-list$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/customer-list$/);
  });

  test('the authenticator user signs in with the TOTP code', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.openLogin();
    await shell.fillLogin('totp@demo.portal');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox').fill(await new TotpClock().next(page));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('without a session a signed-in route goes to login after a short wait', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/, { timeout: 8_000 });
  });

  test('switching to French changes the menu without reload', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn('personal@demo.portal');
    await chooseLanguage(page, 'fr');
    await expect(shell.menuLink('Tableau de bord')).toBeVisible();
    await expect(shell.menuLink('Actualités')).toBeVisible();
    await expect(shell.menuLink('Dashboard')).toHaveCount(0);
  });
});

// Spec 01 §2.7 / §6: what each seeded role's dashboard shows (menus and redirects are checked above).
test.describe('shell: the dashboard of each role', () => {
  const DASHBOARDS: [string, DashboardWidgetName[]][] = [
    ['personal@demo.portal', [...WALLET_WIDGETS]],
    ['pending@demo.portal', [...WALLET_WIDGETS]],
    ['corporate@demo.portal', [...WALLET_WIDGETS]],
    ['crypto@demo.portal', [...WALLET_WIDGETS]],
    ['vip1@demo.portal', ['ReferralLinkBox', ...WALLET_WIDGETS]],
    ['vip2@demo.portal', [...WALLET_WIDGETS]],
    ['demo@demo.portal', [...WALLET_WIDGETS]],
  ];
  for (const [email, widgets] of DASHBOARDS) {
    test(`${email} lands on the dashboard with ${widgets.join(', ')}`, async ({ page }) => {
      await new ShellPage(page).signIn(email);
      await expect(page).toHaveURL(/\/dashboard$/);
      await new DashboardPage(page).expectWidgets(widgets);
    });
  }

  test('a CryptoExchange account gets no IBAN KYC modal (spec 01 §4)', async ({ page }) => {
    await page.clock.install();
    await new ShellPage(page).signIn('crypto@demo.portal');
    const dashboard = new DashboardPage(page);
    await dashboard.expectWidgets(WALLET_WIDGETS);
    await page.clock.fastForward(6_000);
    await dashboard.afterRender();
    await expect(dashboard.ibanKycModal()).toHaveCount(0);
  });

  test('a Bank account asking for /dashboard stays on /iban-account', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn('bank@demo.portal');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/iban-account$/);
    await expect(page.locator('[data-page="dashboard"]')).toHaveCount(0);
  });
});
