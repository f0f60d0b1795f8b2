import { expect, test } from '@playwright/test';
import { chooseLanguage, ShellPage } from '../pages/shell';

// Issue 44 item 4 (decision 147): a customer whose KYC is not Approved is told so on every signed-in page, what is
// locked and where to go; the locked menu links say so and only the current page is highlighted.
const PENDING = 'pending@demo.portal';

test.describe('shell: a KYC-pending customer', () => {
  test('a banner on every signed-in page names what is locked and links to Verify Your Account', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.signIn(PENDING);
    const banner = page.locator('main [data-kyc-banner="pending"]');
    await expect(banner).toContainText('Your identity verification is pending');
    await expect(banner).toContainText(
      'Until it is approved, these sections are locked: Accounts, Card, Crypto Exchange, and Transactions.',
    );
    for (const path of ['/news', '/profile', '/users-activity-logs', '/faq']) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(banner).toBeVisible();
    }
    await banner.getByRole('link', { name: 'Verify your account' }).click();
    await expect(page).toHaveURL(/\/verify-your-account$/);
    await expect(banner).toContainText('Complete the form below and add your documents.');
    await expect(banner.getByRole('link')).toHaveCount(0);
  });

  test('locked menu links carry a lock and a description, lead to Verify Your Account, which names the page', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.signIn(PENDING);
    const cards = shell.menuLink('My Cards');
    await expect(cards).toHaveAttribute('data-locked', '');
    await expect(cards).toHaveAccessibleDescription('Available once your identity is verified');
    await expect(cards.locator('svg')).toHaveCount(1);
    await expect(shell.menuLink('News')).not.toHaveAttribute('data-locked');
    // The current page alone is highlighted.
    await expect(shell.menu().locator('[aria-current="page"]')).toHaveText(['Dashboard']);

    await cards.click();
    await expect(page).toHaveURL(/\/verify-your-account$/);
    await expect(page.locator('main [data-kyc-locked-page]')).toHaveText(
      '“My Cards” opens once your identity is verified.',
    );
    await expect(shell.menu().locator('[aria-current="page"]')).toHaveCount(0);

    // An address typed by hand is named the same way.
    await page.goto('/top-up-card');
    await expect(page).toHaveURL(/\/verify-your-account$/);
    await expect(page.locator('main [data-kyc-locked-page]')).toHaveText(
      '“Top up Card” opens once your identity is verified.',
    );
  });

  test("Verify Your Account: the profile's +44, the status shown once; all of it in French", async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.signIn(PENDING);
    await page.goto('/verify-your-account');
    const form = page.locator('[data-kyc-form]');
    await expect(form.getByLabel('Phone Code')).toHaveValue('44');
    await expect(page.locator('[data-kyc-status-line]')).toHaveText(/^KYC status\s*Pending$/);

    await chooseLanguage(page, 'fr');
    await expect(page.locator('[data-kyc-status-line]')).toHaveText(/^Statut KYC\s*En attente$/);
    const banner = page.locator('main [data-kyc-banner]');
    await expect(banner).toContainText('La vérification de votre identité est en attente');
    await expect(banner).toContainText(
      'ces rubriques sont verrouillées : Comptes, Carte, Échange de cryptos et Transactions.',
    );
    await expect(shell.menuLink('Mes cartes')).toHaveAccessibleDescription(
      'Accessible dès que votre identité est vérifiée',
    );
  });

  test('an approved customer sees no banner and no lock', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn('personal@demo.portal');
    await expect(shell.menuLink('My Cards')).toBeVisible();
    await expect(page.locator('[data-kyc-banner]')).toHaveCount(0);
    await expect(shell.menu().locator('[data-locked]')).toHaveCount(0);
  });
});
