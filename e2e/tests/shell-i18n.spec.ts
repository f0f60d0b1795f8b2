import { expect, test } from '@playwright/test';
import { DashboardPage } from '../pages/dashboard';
import { englishLines, englishOnlyTexts, expectNoEnglish } from '../pages/english-texts';
import { chooseLanguage, ShellPage } from '../pages/shell';

const FRENCH_WRONG_SIGN_IN = 'E-mail ou mot de passe incorrect';
// corporate@demo.portal: no IBAN modal on its dashboard, nobody else's flows.
const USER = 'corporate@demo.portal';

test.describe('shell: French', () => {
  test('switching to French leaves no English on the dashboard frame, the header menus and the login screen', async ({
    page,
  }) => {
    const english = englishOnlyTexts();
    const shell = new ShellPage(page);
    await shell.signIn(USER);
    const dashboard = new DashboardPage(page);
    await expect(dashboard.widget('SwapTable')).toBeVisible();
    // The detector sees English while the portal is in English.
    expect(await englishLines(shell.menu(), english)).toEqual(
      expect.arrayContaining(['Dashboard', 'Activity Logs']),
    );
    await chooseLanguage(page, 'fr');

    await expect(dashboard.root().getByRole('heading', { level: 1 })).toHaveText(
      'Portefeuilles virtuels et comptes',
    );
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

  test('<html lang> follows the language: on a switch, after a reload in French, and back', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.signIn(USER);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await chooseLanguage(page, 'fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.reload();
    await expect(new DashboardPage(page).root().getByRole('heading', { level: 1 })).toHaveText(
      'Portefeuilles virtuels et comptes',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // The footer's default tagline is French too.
    await expect(page.getByRole('contentinfo')).toContainText('Paiements et crypto, au même endroit');
    await chooseLanguage(page, 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a visitor switches the login screen to French before signing in', async ({ page }) => {
    const english = englishOnlyTexts();
    const shell = new ShellPage(page);
    await shell.openLogin();
    const login = page.locator('[data-page="login"]');
    await expect(login.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await chooseLanguage(page, 'fr', login);
    await expect(login.getByRole('button', { name: 'Se connecter', exact: true })).toBeVisible();
    await expectNoEnglish(login, english);
    // The server's refusal is French too (decision 128), and what was typed stays. No such account: no lockout.
    await login.getByLabel('Adresse e-mail', { exact: true }).fill('nobody@demo.portal');
    await login.getByLabel('Mot de passe', { exact: true }).fill('wrong-password-1');
    await login.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(login.getByText(FRENCH_WRONG_SIGN_IN)).toBeVisible();
    await expect(login.getByText('Invalid email or password')).toHaveCount(0);
    await expect(login.getByLabel('Adresse e-mail', { exact: true })).toHaveValue('nobody@demo.portal');
  });

  test('words and dates that come from data are French too: transaction types, account type, day-first dates, 24-hour clock', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.signIn('personal@demo.portal');
    const dashboard = new DashboardPage(page);
    const table = dashboard.widget('FiatTransactionsTable');
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await chooseLanguage(page, 'fr');
    await expect(dashboard.root().getByRole('heading', { level: 1 })).toHaveText(
      'Portefeuilles virtuels et comptes',
    );
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await table
      .getByRole('combobox')
      .first()
      .selectOption('15')
      .catch(() => undefined);

    const tableText = await table.locator('tbody').innerText();
    for (const english of ['Outgoing Wire', 'Card Top Up', 'Deposit', 'Internal Transfer', ' AM', ' PM'])
      expect(tableText).not.toContain(english);
    // "17 novembre 2026" and "14:07:09": day before month, no AM/PM.
    expect(tableText).toMatch(
      /\b\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}\b/,
    );
    expect(tableText).toMatch(/\b([01]\d|2[0-3]):[0-5]\d:[0-5]\d\b/);
    expect(tableText).not.toMatch(
      /(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{1,2}, \d{4}/,
    );

    const cards = dashboard.widget('WalletCards');
    await expect(cards.getByText('Portefeuille', { exact: true }).first()).toBeVisible();
    await expect(cards.getByText('Wallet', { exact: true })).toHaveCount(0);
  });
});
