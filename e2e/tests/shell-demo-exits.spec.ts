import { expect, test, type Page } from '@playwright/test';

// Spec 01 §4 / issue 14: the demo user's exits. A demo session that ends by a failed refresh or by inactivity
// lands on /demologin (never /login a moment later) with exactly one message.
const EXPIRED = 'Your session has expired. Please log in again.';
const INACTIVE = 'You have been logged out after a period of inactivity.';

const enterDemo = async (page: Page) => {
  await page.goto('/demologin');
  await page.getByRole('button', { name: 'Enter the demo' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('[data-menu]')).toBeVisible();
};

const corruptTokens = (page: Page) =>
  page.evaluate(() => {
    for (const key of ['user_jwt', 'jwt_refresh_token']) {
      const token = window.sessionStorage.getItem(key) ?? '';
      window.sessionStorage.setItem(key, `${token.slice(0, -6)}AAAAAA`);
    }
  });

/** Every URL the page shows from now on (a later hop to /login would be caught). */
const trackUrls = (page: Page) => {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(new URL(frame.url()).pathname);
  });
  return urls;
};

test.describe('shell: the demo user leaves through /demologin', () => {
  test('a failed token refresh lands on /demologin and stays there, with one message (three times in a row)', async ({
    page,
  }) => {
    for (let round = 0; round < 3; round += 1) {
      await enterDemo(page);
      const urls = trackUrls(page);
      await corruptTokens(page);
      await page.reload();
      await expect(page).toHaveURL(/\/demologin$/);
      // The race lost ~30 ms later: give any late navigation time to happen.
      await page.waitForTimeout(1_500);
      await expect(page).toHaveURL(/\/demologin$/);
      expect(urls.filter((path) => path === '/login')).toEqual([]);
      await expect(page.getByText(EXPIRED)).toHaveCount(1);
      await expect(page.getByText(INACTIVE)).toHaveCount(0);
      expect(await page.evaluate(() => window.sessionStorage.getItem('user_jwt'))).toBeNull();
    }
  });

  test('inactivity logs the demo user out to /demologin with the inactivity message only', async ({
    page,
  }) => {
    await page.goto('/demologin');
    await page.evaluate(() => {
      window.sessionStorage.setItem('paddingtime', '2000');
      window.sessionStorage.setItem('autologouttime', '5000');
      window.sessionStorage.setItem('autologout', 'Yes');
    });
    await enterDemo(page);
    const urls = trackUrls(page);
    await expect(page).toHaveURL(/\/demologin$/, { timeout: 10_000 });
    await expect(page.getByText(INACTIVE)).toHaveCount(1);
    await page.waitForTimeout(1_500);
    await expect(page).toHaveURL(/\/demologin$/);
    expect(urls.filter((path) => path === '/login')).toEqual([]);
    await expect(page.getByText(EXPIRED)).toHaveCount(0);
    await expect(page.getByText(INACTIVE)).toHaveCount(1);
  });
});
