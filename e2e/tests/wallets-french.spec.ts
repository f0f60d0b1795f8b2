import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { englishOnlyTexts, expectNoEnglish } from '../pages/english-texts';
import { chooseLanguage, ShellPage } from '../pages/shell';

// Every locale pair of remote-wallets: its common texts and one pair per feature.
const walletLocales = (): [string, string][] => {
  const features = readdirSync(path.resolve(__dirname, '../../remote-wallets/src/features'));
  return [
    ['remote-wallets/src/locales/en.json', 'remote-wallets/src/locales/fr.json'],
    ...features.map((feature): [string, string] => [
      `remote-wallets/src/features/${feature}/locales/en.json`,
      `remote-wallets/src/features/${feature}/locales/fr.json`,
    ]),
  ];
};

const SCREENS: [string, string][] = [
  ['/fiat', 'Comptes de portefeuille virtuel fiat'],
  ['/iban-account', 'Comptes IBAN'],
  ['/crypto', 'Comptes crypto'],
  ['/fiat-incoming-transfers', 'Dépôt fiat'],
  ['/fiat-outgoing-transfers', 'Retrait fiat'],
  ['/fiat-internal-transfers', 'Virement interne'],
];

test('every wallets screen in French shows no English text once its data has loaded', async ({ page }) => {
  const english = englishOnlyTexts(walletLocales());
  // The detector knows the remote's own texts, not only the shell's.
  expect(english).toContain('Refresh balance');
  const shell = new ShellPage(page);
  await shell.signIn('corporate@demo.portal');
  await chooseLanguage(page, 'fr');
  for (const [route, title] of SCREENS) {
    await page.goto(route);
    const screen = page.locator('[data-remote="wallets"]').first();
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.waitForLoadState('networkidle');
    await expectNoEnglish(screen, english);
  }
});
