import { expect, test } from '@playwright/test';
import { registerCustomer } from '../pages/account';
import { ProfilePages, accountPage } from '../pages/account-self';
import { ShellPage } from '../pages/shell';

// Issue 22 "Beyond the probe": the customer sees every signed-in device on /profile and ends another one; the
// ended browser is refused by the server on its next call, and the trail beside the activity log shows it.
test('signed in twice, the customer ends the other session from /profile', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const email = await registerCustomer(request, 'personal');
  await new ShellPage(page).signIn(email);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await new ShellPage(otherPage).signIn(email);

  const profile = new ProfilePages(page);
  await page.goto('/profile');
  await profile.openTab('Active Sessions');
  // The sign-up's own session (an API client) and the two browsers.
  await expect(profile.sessions()).toHaveCount(3);
  const mine = profile.sessions().filter({ hasText: 'This device' });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Chrome · Linux');
  await expect(mine).toContainText('Last seen');
  await profile.endOtherSession('Chrome');
  await expect(page.getByText('The session was signed out.')).toBeVisible();
  await expect(profile.sessions()).toHaveCount(2);
  await expect(profile.sessions().filter({ hasText: 'Chrome' })).toHaveCount(1);

  // The ended browser's next call is refused: it lands on the login screen.
  await otherPage.goto('/profile');
  await expect(otherPage).toHaveURL(/\/login/, { timeout: 15_000 });
  await other.close();

  // This one stays signed in, and its security trail shows the sign-ins and the ended session.
  await page.goto('/users-activity-logs');
  const logs = accountPage(page, 'usersActivityLogs');
  await logs.getByRole('tab', { name: 'Security Events', exact: true }).click();
  await expect(logs.getByRole('cell', { name: 'Session signed out', exact: true })).toBeVisible();
  await expect(logs.getByRole('cell', { name: 'Signed in', exact: true })).toHaveCount(3);
});
