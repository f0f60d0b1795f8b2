import { expect, test, type Locator, type Page } from '@playwright/test';
import { BackOffice } from '../pages/back-office';
import { HOST_PORT } from '../pages/ports';
import { DEMO_PASSWORD, ShellPage } from '../pages/shell';
import { WalletsTransfersPage, nextSms, smsCount } from '../pages/wallets-transfers';
import { expectFigures, reviewDialog } from '../pages/money-review';

// Issue 47 with Chromium's virtual authenticator (CDP WebAuthn, CTAP2, resident keys, user verification): a passkey
// added on /profile after re-authentication signs in on its own and confirms a wire; removing it needs the same
// re-authentication. A passkey's RP id cannot be an IP address: the portal is visited as localhost (decision 174).
const USER = 'personal@demo.portal';
const PHONE = '+445550000001';
const ORIGIN = `http://localhost:${HOST_PORT}`;

const virtualAuthenticator = async (page: Page) => {
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

/** Password and the SMS code sent for this change (read from the outbox). */
const reauthenticate = async (office: BackOffice, within: Locator) => {
  await within.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  const before = await smsCount(office, PHONE);
  await within.getByRole('button', { name: 'Send SMS code' }).click();
  await within.getByLabel('SMS code').fill(await nextSms(office, PHONE, before));
};

test('a passkey added on /profile signs in, confirms a wire, and is removed after re-authentication', async ({
  page,
  request,
}, testInfo) => {
  // Many steps, each a real server round trip; a retry names its passkey anew (an attempt cut by the timeout leaves
  // its passkey on the server, and no back-office command removes one).
  test.setTimeout(120_000);
  const name = `E2E laptop ${testInfo.retry + 1}`;
  const office = new BackOffice(request);
  const device = await virtualAuthenticator(page);
  const shell = new ShellPage(page);
  await page.goto(`${ORIGIN}/login`);
  await shell.fillLogin(USER);
  await expect(shell.menu()).toBeVisible();

  // Add: name, password, the SMS code naming the change; then the authenticator creates the credential.
  await page.goto(`${ORIGIN}/profile?tab=passkeys`);
  const section = page.locator('[data-passkeys]');
  if (testInfo.retry === 0) await expect(section.getByText('You have no passkey yet.')).toBeVisible();
  const card = section.locator(`[data-passkey="${name}"]`);
  await expect(card).toHaveCount(0);
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  const form = page.locator('[data-add-passkey]');
  await form.getByLabel('Passkey name').fill(name);
  await reauthenticate(office, form);
  expect((await office.outbox(PHONE))[0]!.body).toContain('adding a passkey');
  await form.getByRole('button', { name: 'Create passkey' }).click();
  await expect(page.getByText(`The passkey "${name}" was added.`)).toBeVisible();
  await expect(card).toContainText('Last used');
  await expect(card).toContainText('Never');
  expect(await device.credentials()).toHaveLength(1);

  try {
    // Sign out, then sign in with the passkey alone: no password, no code.
    await device.presence(false);
    await shell.openProfileMenu();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.locator('[data-page="login"]')).toBeVisible();
    await device.presence(true);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(shell.menu()).toBeVisible();

    // A wire confirmed with it: the challenge is the server's, made from this wire's amount and IBAN.
    await office.admin('second-factor', USER, 'outgoingotp', 'passkey');
    const ui = new WalletsTransfersPage(page);
    await page.goto(`${ORIGIN}/fiat-outgoing-transfers`);
    await expect(page.locator('[data-remote="wallets"] h1')).toBeVisible();
    await ui.choose('Select account', 'EUR - ');
    await ui.field('Swift code').fill('DEUTDEFF');
    await ui.field('Bank name').fill('Deutsche Bank');
    await ui.field('Bank address').fill('Taunusanlage 12, Frankfurt');
    await ui.field('Country').selectOption({ label: 'Germany' });
    await ui.field('Routing number').fill('DEUTDEFFXXX');
    await ui.field('Account number').fill('DE89370400440532013000');
    await ui.field('Beneficiary name').fill('Lena Fischer');
    await ui.field('Beneficiary address').fill('Berlin');
    await ui.field('Amount').fill('20');
    await page.getByRole('button', { name: 'Continue' }).click();
    const review = reviewDialog(page, 'Confirm wire');
    await expectFigures(review, { amount: '€ 20.00', fee: '€ 0.40', total: '€ 20.40' });
    await expect(review).toContainText('Confirm asks for your passkey');
    await review.getByRole('button', { name: 'Confirm' }).click();
    const result = ui.modal('Transaction Successful');
    await expect(result).toContainText(/WIRE-/);
    await result.getByRole('button', { name: 'Close', exact: true }).last().click();

    // Remove it: the same re-authentication, the SMS naming this passkey.
    await page.goto(`${ORIGIN}/profile?tab=passkeys`);
    await expect(card).not.toContainText('Never');
    await card.getByRole('button', { name: `Remove the passkey ${name}` }).click();
    const removal = page.locator('[data-remove-passkey]');
    await reauthenticate(office, removal);
    expect((await office.outbox(PHONE))[0]!.body).toContain(`removing the passkey "${name}"`);
    await removal.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByText(`The passkey "${name}" was removed.`)).toBeVisible();
    await expect(card).toHaveCount(0);
    if (testInfo.retry === 0) await expect(section.getByText('You have no passkey yet.')).toBeVisible();
  } finally {
    await office.admin('second-factor', USER, 'outgoingotp', 'none');
  }
});
