import { expect, test } from '@playwright/test';
import { BackOffice } from '../pages/back-office';
import { DashboardPage } from '../pages/dashboard';
import { chooseLanguage, ShellPage } from '../pages/shell';

// Header of spec 01 §2.5 with corporate@demo.portal (no IBAN modal on its dashboard, nobody else's flows).
const USER = 'corporate@demo.portal';

test.describe('shell: header', () => {
  test('a new notification raises the counter, shows highlighted, and a click marks it read and opens the matching list', async ({
    page,
    request,
  }) => {
    const shell = new ShellPage(page);
    const listed = page.waitForResponse((answer) =>
      answer.url().includes('notification/getUserNotification'),
    );
    await shell.signIn(USER);
    await expect(shell.notificationsButton()).toBeVisible();
    await listed; // the counter is known (it arrives after the bell)
    await new DashboardPage(page).afterRender();
    const before = await shell.notificationCount();
    const title = `Outgoing wire ${Date.now()}`;
    await new BackOffice(request).admin('notify', USER, title, 'Your wire was sent', 'Outgoing');
    await page.reload();
    await expect.poll(() => shell.notificationCount()).toBe(before + 1);

    await shell.notificationsButton().click();
    const item = shell.notificationItem(title);
    await expect(item).toBeVisible();
    await expect(item).toHaveAttribute('data-unread', '');
    await expect(item).toContainText(/\d{2} [A-Z][a-z]{2} \d{4} - \d{1,2}:\d{2}:\d{2} (am|pm)/);
    await item.getByRole('button').click();
    // Outgoing and Internal go to the fiat list, every other type to the crypto list.
    await expect(page).toHaveURL(/\/fiat-transactions$/);
    await expect.poll(() => shell.notificationCount()).toBe(before);
    await shell.notificationsButton().click();
    await expect(shell.notificationItem(title)).not.toHaveAttribute('data-unread');

    const buy = `Buy order ${Date.now()}`;
    await new BackOffice(request).admin('notify', USER, buy, 'Your BTC was bought', 'Buy');
    await page.reload();
    await shell.notificationsButton().click();
    await shell.notificationItem(buy).getByRole('button').click();
    await expect(page).toHaveURL(/\/crypto-transactions$/);
  });

  test('the feedback modal asks for a comment, then thanks the customer and closes', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn(USER);
    await shell.openProfileMenu();
    await expect(shell.header().getByText(USER)).toBeVisible();
    await expect(shell.header().getByText('Verified', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Feedback' });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter your feedback');
    await dialog.getByLabel('Your comment').fill('   ');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter your feedback');

    await dialog.getByLabel('Your comment').fill('The new dashboard is clear.');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Thank you for your feedback')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test('recent login activity lists the login date-times', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn(USER);
    await shell.openProfileMenu();
    await page.getByRole('button', { name: 'Recent login activity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recent login activity' });
    await expect(dialog.getByRole('listitem').first()).toHaveText(
      /^\d{2} \/ \d{2} \/ \d{4} \d{2}:\d{2}:\d{2} (AM|PM)$/,
    );
  });

  test('menus: only one open at a time, Escape closes and returns the focus, arrow keys move between entries', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.signIn(USER);
    const profile = page.locator('[data-profile-menu]');
    const bell = shell.notificationsButton();
    const feedback = page.getByRole('button', { name: 'Feedback' });

    await profile.click();
    await expect(feedback).toBeVisible();
    await bell.click();
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    await expect(profile).toHaveAttribute('aria-expanded', 'false');
    await expect(feedback).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await expect(bell).toBeFocused();

    await profile.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', { name: 'Recent login activity' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(feedback).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(feedback).toHaveCount(0);
    await expect(profile).toBeFocused();
  });

  test('the language switch is a radio group: the keyboard and a click both switch, and the page follows', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.signIn(USER);
    const group = shell.header().getByRole('radiogroup', { name: 'Language' });
    await expect(group.getByRole('radio', { name: 'English' })).toBeChecked();
    await group.getByRole('radio', { name: 'English' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(shell.header().getByRole('radiogroup', { name: 'Langue' })).toHaveAttribute(
      'data-language',
      'fr',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(shell.menuLink('Tableau de bord')).toBeVisible();
    await chooseLanguage(page, 'en');
    await expect(shell.menuLink('Dashboard')).toBeVisible();
  });

  test('the bell names its unread count; the profile menu shows who is signed in and its entries as one list', async ({
    page,
    request,
  }) => {
    const shell = new ShellPage(page);
    await shell.signIn(USER);
    await new BackOffice(request).admin('notify', USER, `Card ${Date.now()}`, 'Your card was shipped', 'Buy');
    await page.reload();
    await expect.poll(() => shell.notificationCount()).toBeGreaterThan(0);
    const count = await shell.notificationCount();
    await expect(shell.notificationsButton()).toHaveAccessibleName(`Notifications, ${count} unread`);
    await shell.notificationsButton().click();
    await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await expect(page.getByText(`${count} unread`, { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    await shell.openProfileMenu();
    const entries = shell
      .header()
      .locator('a, button')
      .filter({ hasText: /^(Recent login activity|Feedback|FAQ|Manage profile|Logout)$/ });
    await expect(entries).toHaveText([
      'Recent login activity',
      'Feedback',
      'FAQ',
      'Manage profile',
      'Logout',
    ]);
    // Links and buttons alike: same height, no underline.
    const looks = await entries.evaluateAll((nodes) =>
      nodes.map((node) => {
        const style = getComputedStyle(node);
        return `${Math.round(node.getBoundingClientRect().height)} ${style.textDecorationLine}`;
      }),
    );
    expect(new Set(looks).size, looks.join(', ')).toBe(1);
    expect(looks[0]).toMatch(/ none$/);
  });
});
