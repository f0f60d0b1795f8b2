import { expect, test, type Page } from '@playwright/test';
import { BackOffice } from '../pages/back-office';
import { ShellPage } from '../pages/shell';
import { TotpClock } from '../pages/wallets-transfers';

// Issue 14: one sign-in = one user/auth/login call and one code; a new code only on an explicit resend.
const SMS_USER = 'sms@demo.portal';
const SMS_PHONE = '+445550000011';

const countCalls = (page: Page, path: string) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(path) && request.method() === 'POST')
      calls.push(request.url());
  });
  return calls;
};

const codesSentTo = async (office: BackOffice, address: string) =>
  (await office.outbox(address)).filter((m) => m.code).length;

test.describe('shell: one sign-in, one code', () => {
  test('SMS user: one login call, one SMS; Submit in the code dialog does not log in again; resend sends exactly one more', async ({
    page,
    request,
  }) => {
    const office = new BackOffice(request);
    const shell = new ShellPage(page);
    const logins = countCalls(page, '/user/auth/login');
    const before = await codesSentTo(office, SMS_PHONE);
    await shell.openLogin();
    await shell.fillLogin(SMS_USER);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect.poll(() => codesSentTo(office, SMS_PHONE)).toBe(before + 1);

    // A wrong code first: the dialog stays, still one login call and one SMS.
    await dialog.getByRole('textbox').fill('000000');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    expect(logins).toHaveLength(1);
    expect(await codesSentTo(office, SMS_PHONE)).toBe(before + 1);

    // Resend is the only way to a second code.
    await dialog.getByRole('button', { name: /resend/i }).click();
    await expect.poll(() => codesSentTo(office, SMS_PHONE)).toBe(before + 2);
    await dialog.getByRole('textbox').fill(await office.lastCode(SMS_PHONE));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(logins).toHaveLength(1);
    expect(await codesSentTo(office, SMS_PHONE)).toBe(before + 2);
  });

  test('authenticator user: one login call, then one verify call', async ({ page }) => {
    const shell = new ShellPage(page);
    const logins = countCalls(page, '/user/auth/login');
    const verifies = countCalls(page, '/user/auth/login/verify');
    await shell.openLogin();
    await shell.fillLogin('totp@demo.portal');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox').fill(await new TotpClock().next(page));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(logins).toHaveLength(1);
    expect(verifies).toHaveLength(1);
  });
});
