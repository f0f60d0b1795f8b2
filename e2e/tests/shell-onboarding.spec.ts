import { expect, test } from '@playwright/test';
import { BackOffice } from '../pages/back-office';
import { newCustomer, OnboardingPage } from '../pages/onboarding';
import { ShellPage, totp } from '../pages/shell';

// Registration → e-mail code → SMS code → authenticator setup → dashboard, and forgot password; each test
// registers its own customer so no other suite is affected.
test.describe('shell: onboarding', () => {
  test('a new personal customer registers, verifies e-mail and phone, turns on the authenticator and signs in with it', async ({
    page,
    request,
  }) => {
    const onboarding = new OnboardingPage(page, request);
    const customer = newCustomer();
    await onboarding.registerAndVerify(customer);
    await expect(page.getByText('Signup Successfully Completed')).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
    const secret = await onboarding.turnOnAuthenticator(customer);
    await page.getByRole('link', { name: 'Later — go to my dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('[data-page="dashboard"]')).toBeVisible();

    // The authenticator now guards the login.
    await page.evaluate(() => window.sessionStorage.clear());
    const shell = new ShellPage(page);
    await shell.openLogin();
    await shell.fillLogin(customer.email, customer.password);
    const dialog = page.getByRole('dialog');
    // The setup used this 30 s step's code and a code is accepted once: the next step's (window ±1) signs in.
    await dialog.getByRole('textbox').fill(totp(secret, Date.now() + 30_000));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a wrong e-mail code shows the server message and keeps the screen', async ({ page, request }) => {
    const onboarding = new OnboardingPage(page, request);
    const customer = newCustomer();
    await onboarding.fillPersonalRegistration(customer);
    const real = await onboarding.backOffice.lastCode(customer.email);
    await onboarding.enterCode('otp-email', real === '000000' ? '111111' : '000000');
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page.locator('[data-page="otp-email"]')).toBeVisible();
  });

  test('forgot password: the e-mailed code sets a new password that signs in', async ({ page, request }) => {
    const onboarding = new OnboardingPage(page, request);
    const customer = newCustomer();
    await onboarding.registerAndVerify(customer);
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.evaluate(() => window.sessionStorage.clear());

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.locator('[data-page="forgot-password"]')).toBeVisible();
    await page.getByLabel('E-mail address').fill(customer.email);
    await page.getByRole('button', { name: 'Send the code' }).click();
    await expect(page.getByLabel('Verification code')).toBeVisible();
    const code = await new BackOffice(request).lastCode(customer.email);
    await page.getByLabel('Verification code').fill(code);
    await page.getByLabel('New password').fill('Renewed!2345b');
    await page.getByLabel('Confirm password').fill('Renewed!2345b');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/login$/);

    const shell = new ShellPage(page);
    await shell.fillLogin(customer.email, customer.password);
    await expect(page.getByRole('alert').first()).toBeVisible();
    await shell.fillLogin(customer.email, 'Renewed!2345b');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
