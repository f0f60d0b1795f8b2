import { expect, test } from '@playwright/test';
import { DashboardPage } from '../pages/dashboard';
import { englishLines, englishOnlyTexts, expectNoEnglish } from '../pages/english-texts';
import { ShellPage } from '../pages/shell';

// corporate@demo.portal: no IBAN modal on its dashboard, nobody else's flows.
const USER = 'corporate@demo.portal';

test.describe('shell: French', () => {
  test('switching to French leaves no English on the dashboard frame, the header menus and the login screen', async ({ page }) => {
    const english = englishOnlyTexts();
    const shell = new ShellPage(page);
    await shell.signIn(USER);
    const dashboard = new DashboardPage(page);
    await expect(dashboard.widget('SwapTable')).toBeVisible();
    // The detector sees English while the portal is in English.
    expect(await englishLines(shell.menu(), english)).toEqual(expect.arrayContaining(['Dashboard', 'Activity Logs']));
    await page.locator('[data-language]').selectOption('fr');

    await expect(dashboard.root().getByRole('heading', { level: 1 })).toHaveText('Portefeuilles virtuels et comptes');
    await expect(shell.menuLink('Tableau de bord')).toBeVisible();
    await expectNoEnglish(shell.header(), english);
    await expectNoEnglish(shell.menu(), english);
    await expectNoEnglish(page.getByRole('contentinfo'), english);
    await expectNoEnglish(dashboard.root().getByRole('heading', { level: 1 }), english);
    await expectNoEnglish(dashboard.widget('BuySellTable'), english);
    await expectNoEnglish(dashboard.widget('SwapTable'), english);

    // Header menus: notifications and profile dropdowns, and the modals they open.
    await shell.notificationsButton().click();
    await expectNoEnglish(shell.header(), english);
    await shell.notificationsButton().click();
    await shell.openProfileMenu();
    await expectNoEnglish(shell.header(), english);
    await page.getByRole('button', { name: 'Avis' }).click();
    const feedback = page.getByRole('dialog');
    await feedback.getByRole('button').last().click();
    await expect(feedback.getByRole('alert')).toBeVisible();
    await expectNoEnglish(feedback, english);
    await page.keyboard.press('Escape');

    // The language survives logout: the login screen is French too.
    await shell.openProfileMenu();
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const login = page.locator('[data-page="login"]');
    await expect(login.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoEnglish(login, english);
    await login.getByRole('button').first().click();
    await expectNoEnglish(login, english);
  });

  test('a visitor switches the login screen to French before signing in', async ({ page }) => {
    const english = englishOnlyTexts();
    const shell = new ShellPage(page);
    await shell.openLogin();
    const login = page.locator('[data-page="login"]');
    await expect(login.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await login.locator('[data-language]').selectOption('fr');
    await expect(login.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expectNoEnglish(login, english);
  });
});
