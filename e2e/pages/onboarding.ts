import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { BackOffice } from './back-office';
import { totp } from './shell';

export type NewCustomer = { email: string; phone: string; countryCode: string; password: string };

/** A customer nobody else uses: unique e-mail and phone per call. */
export const newCustomer = (): NewCustomer => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  return {
    email: `e2e-${stamp}@example.test`,
    phone: `7${stamp}`,
    countryCode: '44',
    password: 'Secret!2345a',
  };
};

/** The public sign-up screens: personal registration, e-mail and SMS codes, authenticator setup, identity step. */
export class OnboardingPage {
  readonly backOffice: BackOffice;

  constructor(
    readonly page: Page,
    request: APIRequestContext,
  ) {
    this.backOffice = new BackOffice(request);
  }

  async fillPersonalRegistration(customer: NewCustomer) {
    await this.page.goto('/register');
    await this.page.getByRole('link', { name: 'Personal account — for individuals' }).click();
    await expect(this.page.locator('[data-page="personal-registration"]')).toBeVisible();
    await this.page.getByLabel('First name').fill('Eve');
    await this.page.getByLabel('Last name').fill('Tester');
    await this.page.getByLabel('E-mail address').fill(customer.email);
    await this.page.getByLabel('Country code').fill(customer.countryCode);
    await this.page.getByLabel('Mobile phone number').fill(customer.phone);
    await this.page.getByLabel('Password', { exact: true }).fill(customer.password);
    await this.page.getByLabel('Confirm password').fill(customer.password);
    await this.page.getByRole('button', { name: 'Create my account' }).click();
    // The codes are in the outbox once the server answered, i.e. once the e-mail code screen shows.
    await expect(this.page.locator('[data-page="otp-email"]')).toBeVisible();
  }

  async enterCode(page: string, code: string) {
    await expect(this.page.locator(`[data-page="${page}"]`)).toBeVisible();
    await this.page.getByLabel('Verification code').fill(code);
    await this.page.getByRole('button', { name: 'Verify' }).click();
  }

  /** Registration, e-mail code, SMS code: ends on the authenticator setup screen, signed in. */
  async registerAndVerify(customer: NewCustomer) {
    await this.fillPersonalRegistration(customer);
    await this.enterCode('otp-email', await this.backOffice.lastCode(customer.email));
    await this.enterCode(
      'otp-sms',
      await this.backOffice.lastCode(`+${customer.countryCode}${customer.phone}`),
    );
    await expect(this.page.locator('[data-page="register-google-auth"]')).toBeVisible();
  }

  /** Reads the secret shown beside the QR code and confirms its code, re-authenticated by the password and an
   * SMS code sent for this change (a factor is never added on a session alone). */
  async turnOnAuthenticator(customer: NewCustomer): Promise<string> {
    const secret = (await this.page.locator('[data-secret]').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await this.page.getByLabel('Verification code').fill(totp(secret));
    await this.page.getByLabel('Password').fill(customer.password);
    const phone = `+${customer.countryCode}${customer.phone}`;
    const before = await this.backOffice.lastCode(phone);
    await this.page.getByRole('button', { name: 'Send the code to my phone' }).click();
    await expect(this.page.getByText('We sent a code to your registered mobile number.')).toBeVisible();
    await expect.poll(() => this.backOffice.lastCode(phone)).not.toBe(before);
    await this.page.getByLabel('Code from the SMS').fill(await this.backOffice.lastCode(phone));
    await this.page.getByRole('button', { name: 'Turn on two-step verification' }).click();
    await expect(this.page.locator('[data-page="sumsub"]')).toBeVisible();
    return secret;
  }
}
