import { expect, test, type Page } from '@playwright/test';
import { DashboardPage } from '../pages/dashboard';
import { ACCESS_KEY, API_URL } from '../pages/ports';
import { ShellPage } from '../pages/shell';

// Session rules of spec 01 §4 with corporate@demo.portal (no IBAN modal on its dashboard).
const USER = 'corporate@demo.portal';

/** Breaks the signature of the stored access token (the page reads sessionStorage when it loads). */
const corruptStoredToken = (page: Page, key: 'user_jwt' | 'jwt_refresh_token') =>
  page.evaluate((name) => {
    const token = window.sessionStorage.getItem(name) ?? '';
    window.sessionStorage.setItem(name, `${token.slice(0, -6)}AAAAAA`);
  }, key);

const countRefreshCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/user/auth/refreshauthtoken')) calls.push(request.url());
  });
  return calls;
};

test.describe('shell: session', () => {
  test('an access token that stops working mid-session is refreshed once for every concurrent call', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.signIn(USER);
    const dashboard = new DashboardPage(page);
    await expect(dashboard.widget('WalletCards')).toBeVisible();
    const before = await page.evaluate(() => window.sessionStorage.getItem('jwt_refresh_token'));
    const refreshes = countRefreshCalls(page);

    await corruptStoredToken(page, 'user_jwt');
    await page.reload();
    // Every widget, the header and the guard call the API at once: one refresh, the calls replayed.
    await expect(dashboard.widget('WalletCards')).toBeVisible();
    await expect(dashboard.widget('SwapTable')).toBeVisible();
    await expect(shell.menuLink('Dashboard')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(refreshes).toHaveLength(1);
    expect(await page.evaluate(() => window.sessionStorage.getItem('jwt_refresh_token'))).not.toBe(before);

    // The new tokens keep working for the rest of the session.
    await shell.menuLink('News').click();
    await expect(page.locator('[data-remote="account"]').first()).toBeVisible();
    expect(refreshes).toHaveLength(1);
  });

  test('when the refresh fails too, the session is cleared and the customer is back on the login screen', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.signIn(USER);
    const refreshes = countRefreshCalls(page);
    await corruptStoredToken(page, 'user_jwt');
    await corruptStoredToken(page, 'jwt_refresh_token');
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    expect(refreshes).toHaveLength(1);
    expect(await page.evaluate(() => window.sessionStorage.getItem('user_jwt'))).toBeNull();
  });

  test('signing in again after an expired session goes back to the page the customer was on', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.signIn(USER);
    await page.goto('/users-activity-logs');
    await expect(page.locator('[data-remote="account"]').first()).toBeVisible();
    await corruptStoredToken(page, 'user_jwt');
    await corruptStoredToken(page, 'jwt_refresh_token');
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await shell.fillLogin(USER);
    await expect(page).toHaveURL(/\/users-activity-logs$/);
    await expect(page.locator('[data-remote="account"]').first()).toBeVisible();
  });

  test('inactivity: a warning after the padding time, then logout with the after-message', async ({
    page,
  }) => {
    // The timings come from session storage (spec 01 §9; our server sends none, the client stores defaults at
    // login only when the keys are absent): short values for this browser only, set before signing in.
    await page.goto('/login');
    await page.evaluate(() => {
      window.sessionStorage.setItem('paddingtime', '3000');
      window.sessionStorage.setItem('autologouttime', '9000');
      window.sessionStorage.setItem('autologout', 'Yes');
    });
    const shell = new ShellPage(page);
    await shell.signIn(USER);
    await expect(page).toHaveURL(/\/dashboard$/);
    const refreshToken = await page.evaluate(() => window.sessionStorage.getItem('jwt_refresh_token'));

    // Activity restarts the clocks: keep moving for a while, no warning.
    for (let i = 0; i < 4; i += 1) {
      await page.mouse.move(200 + i * 10, 300);
      await page.waitForTimeout(1_000);
    }
    await expect(page.getByText('You have been inactive for a while.', { exact: false })).toHaveCount(0);

    const loggedOut = page.waitForResponse((response) => response.url().includes('/user/auth/revoke'));
    const idleFrom = Date.now();
    await expect(page.getByText('You have been inactive for a while.', { exact: false })).toBeVisible({
      timeout: 5_000,
    });
    await expect(page).toHaveURL(/\/login$/, { timeout: 8_000 });
    // Logout comes (autologout − padding) = 6 s after the last activity (≈ 1 s before idleFrom), not at the warning.
    expect(Date.now() - idleFrom).toBeGreaterThanOrEqual(4_000);
    await expect(page.getByText('You have been logged out after a period of inactivity.')).toBeVisible();
    expect(await page.evaluate(() => window.sessionStorage.getItem('user_jwt'))).toBeNull();
    // The server ended the session too: the refresh token the browser held no longer buys a new one (asked once:
    // a successful refresh would rotate it, and a second try would fail for that reason instead).
    expect((await loggedOut).status()).toBe(200);
    const refresh = await page.request.get(`${API_URL}/user/auth/refreshauthtoken`, {
      headers: { 'x-access-key': ACCESS_KEY, 'x-refresh-token': refreshToken ?? '' },
    });
    expect(refresh.status()).toBe(401);
  });
});
