import { expect, test } from '@playwright/test';
import { DashboardPage, WALLET_WIDGETS } from '../pages/dashboard';
import { signIn } from '../pages/shell';

// Issue 9 (ARCHITECTURE.md "Shell"): the dashboard's 5 s IBAN form never lands on a page the customer is using;
// a click before the 5 s turns it into a prompt that opens the same form on request.
test('a customer who clicks before the 5 s gets the IBAN prompt, not a modal over their click', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, 'pending@demo.portal');
  const dashboard = new DashboardPage(page);
  // A click as soon as the dashboard shows, well within its 5 s.
  await dashboard.root().getByRole('heading', { level: 1 }).click();
  const prompt = page.locator('[data-iban-kyc-prompt]');
  await expect(prompt).toHaveCount(0); // not under the pointer at once: at the 5 s
  await dashboard.expectWidgets(WALLET_WIDGETS);
  await page.clock.fastForward(6_000);
  await dashboard.afterRender();
  await expect(dashboard.ibanKycModal()).toHaveCount(0);
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Complete the verification' }).click();
  await expect(dashboard.ibanKycModal()).toBeVisible();
  await expect(dashboard.ibanKycModal().locator('[data-widget="IbanKycForm"]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dashboard.ibanKycModal()).toHaveCount(0);
});
