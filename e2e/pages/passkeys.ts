import { expect, type Locator, type Page } from '@playwright/test';
import { BackOffice } from './back-office';
import { expectFigures, figure, reviewDialog } from './money-review';
import { HOST_URL } from './ports';
import { DEMO_PASSWORD, ShellPage } from './shell';
import { cents, nextSms, smsCount, WalletsTransfersPage } from './wallets-transfers';

/** Where passkeys work: a passkey's RP id cannot be an IP address (decision 174), so the portal started on
 * 127.0.0.1 is visited as localhost; the cluster's HTTPS origin (CLUSTER_HOST=localhost) is used as it is. */
export const PASSKEY_ORIGIN = HOST_URL.replace('//127.0.0.1:', '//localhost:');

/** Chromium's virtual authenticator (CDP WebAuthn, CTAP2, resident keys, user verification) on this page. */
export const virtualAuthenticator = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const credentials = async () =>
    (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  // The login page's conditional request (autofill) would be answered at once by an authenticator that simulates
  // presence; a customer picks the passkey instead. Off while the login page is checked, on for the button.
  const presence = (enabled: boolean) =>
    cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled });
  return { credentials, presence };
};
export type VirtualAuthenticator = Awaited<ReturnType<typeof virtualAuthenticator>>;

/** The /profile Passkeys tab and its add and remove forms, each behind the password and an SMS code. */
export class PasskeysTab {
  readonly section: Locator;

  constructor(
    readonly page: Page,
    readonly office: BackOffice,
    readonly phone: string,
  ) {
    this.section = page.locator('[data-passkeys]');
  }

  async open() {
    await this.page.goto('/profile?tab=passkeys');
    await expect(this.section).toBeVisible();
  }

  card(name: string): Locator {
    return this.section.locator(`[data-passkey="${name}"]`);
  }

  /** Password and the SMS code sent for this change (read from the outbox); gives the SMS's text. */
  async reauthenticate(within: Locator): Promise<string> {
    await within.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    const before = await smsCount(this.office, this.phone);
    await within.getByRole('button', { name: 'Send SMS code' }).click();
    await within.getByLabel('SMS code').fill(await nextSms(this.office, this.phone, before));
    return (await this.office.outbox(this.phone))[0]!.body;
  }

  /** Name, re-authentication, then the authenticator creates the credential; gives the SMS's text. */
  async add(name: string): Promise<string> {
    await this.section.getByRole('button', { name: 'Add a passkey' }).click();
    const form = this.page.locator('[data-add-passkey]');
    await form.getByLabel('Passkey name').fill(name);
    const sms = await this.reauthenticate(form);
    await form.getByRole('button', { name: 'Create passkey' }).click();
    await expect(this.page.getByText(`The passkey "${name}" was added.`)).toBeVisible();
    return sms;
  }

  /** The same re-authentication, then removal; gives the SMS's text. */
  async remove(name: string): Promise<string> {
    await this.card(name)
      .getByRole('button', { name: `Remove the passkey ${name}` })
      .click();
    const removal = this.page.locator('[data-remove-passkey]');
    const sms = await this.reauthenticate(removal);
    await removal.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(this.page.getByText(`The passkey "${name}" was removed.`)).toBeVisible();
    return sms;
  }
}

/** Signs out, then in with the passkey alone: no password, no code. */
export const signOutAndInWithPasskey = async (page: Page, device: VirtualAuthenticator) => {
  const shell = new ShellPage(page);
  await device.presence(false);
  await shell.openProfileMenu();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.locator('[data-page="login"]')).toBeVisible();
  await device.presence(true);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(shell.menu()).toBeVisible();
};

/** A 20 EUR wire to the German beneficiary confirmed with the passkey (the user's wire factor set to it first): the
 * challenge is the server's, made from this wire's amount and IBAN. Exactly one wire call, answered 200, and the
 * EUR balance down by the review's total. */
export const wireWithPasskey = async (page: Page, office: BackOffice, user: string) => {
  await office.admin('second-factor', user, 'outgoingotp', 'passkey');
  const ui = new WalletsTransfersPage(page);
  const wires: string[] = [];
  page.on('response', async (response) => {
    if (/\/outgoingtransfer\/outgoingwire$/i.test(new URL(response.url()).pathname))
      wires.push(((await response.json()) as { code: string }).code);
  });
  const before = await ui.balance('EUR');
  await ui.open('/fiat-outgoing-transfers');
  await ui.choose('Select account', 'EUR - ');
  await ui.fillGermanBeneficiary();
  await ui.field('Amount').fill('20');
  await page.getByRole('button', { name: 'Continue' }).click();
  const review = reviewDialog(page, 'Confirm wire');
  await expectFigures(review, { amount: '€ 20.00', fee: '€ 0.40', total: '€ 20.40' });
  await expect(review).toContainText('Confirm asks for your passkey');
  const debit = cents((await figure(review, 'total').textContent()) ?? '');
  await review.getByRole('button', { name: 'Confirm' }).click();
  const result = ui.modal('Transaction Successful');
  await expect(result).toContainText(/WIRE-/);
  await result.getByRole('button', { name: 'Close', exact: true }).last().click();
  expect(await ui.balance('EUR')).toBe(before - debit);
  expect(wires).toEqual(['200']);
};
