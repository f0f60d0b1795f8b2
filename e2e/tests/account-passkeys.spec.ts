import { expect, test, type Page } from '@playwright/test';
import { BackOffice } from '../pages/back-office';
import { ExchangePage, units } from '../pages/exchange';
import { expectFigures, reviewDialog } from '../pages/money-review';
import {
  PASSKEY_ORIGIN,
  PasskeysTab,
  signOutAndInWithPasskey,
  virtualAuthenticator,
  wireWithPasskey,
} from '../pages/passkeys';
import { ShellPage } from '../pages/shell';

// Issue 47 with Chromium's virtual authenticator: a passkey added on /profile after re-authentication signs in on
// its own, confirms a wire and a crypto buy (each challenge the server's, made from that operation), and removing
// it needs the same re-authentication. The portal is visited as localhost (pages/passkeys.ts).
const USER = 'personal@demo.portal';
const PHONE = '+445550000001';
test.use({ baseURL: PASSKEY_ORIGIN });

/** Every API answer of the page that is not a success (HTTP status or envelope code), as "<path> <code>". */
const refusalsOf = (page: Page) => {
  const refused: string[] = [];
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.includes('/api/v1/')) return;
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    if (response.status() >= 400 || (body.code && !body.code.startsWith('2')))
      refused.push(`${pathname} ${body.code ?? response.status()} ${body.message ?? ''}`);
  });
  return refused;
};

/** A 100 USD buy of BTC through the kit's review, confirmed with the passkey; the balances move once. */
const buyWithPasskey = async (page: Page) => {
  const x = new ExchangePage(page);
  const submits: string[] = [];
  page.on('response', async (response) => {
    if (/\/submitexchangebuy$/i.test(new URL(response.url()).pathname))
      submits.push(((await response.json()) as { code: string }).code);
  });
  await x.open();
  await x.choose(x.select('buy', 'Crypto'), 'BTC');
  await x.choose(x.select('buy', 'Account'), 'USD');
  const btcBefore = await x.shownBalance(x.select('buy', 'Crypto'), 'BTC');
  const usdBefore = await x.shownBalance(x.select('buy', 'Account'), 'USD');
  await x.amount('buy').fill('100');
  await x.submitForm('buy').click();
  const quote = reviewDialog(page, 'Buy Order Details');
  await expectFigures(quote, { amount: '$ 100.00', total: '$ 100.00' });
  await expect(quote).toContainText('Confirm asks for your passkey');
  const credit = units(await x.rowValue(quote, 'Credit Amount'));
  expect(credit).toBeGreaterThan(0n);
  await quote.getByRole('button', { name: 'Submit' }).click();
  const success = x.dialog('Buy Crypto Transaction Success');
  await expect(success.getByText(/^BY[0-9A-Z]+$/)).toBeVisible({ timeout: 15_000 });
  await success.getByText('Close', { exact: true }).click();
  await expect.poll(() => x.shownBalance(x.select('buy', 'Crypto'), 'BTC')).toBe(btcBefore + credit);
  await expect
    .poll(() => x.shownBalance(x.select('buy', 'Account'), 'USD'))
    .toBe(usdBefore - 100n * 100_000_000n);
  expect(submits).toEqual(['200']);
};

test('a passkey added on /profile signs in, confirms a wire and a crypto buy, and is removed after re-authentication', async ({
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
  const passkeys = new PasskeysTab(page, office, PHONE);
  await page.goto('/login');
  await shell.fillLogin(USER);
  await expect(shell.menu()).toBeVisible();

  // Add: name, password, the SMS code naming the change; then the authenticator creates the credential.
  await passkeys.open();
  if (testInfo.retry === 0)
    await expect(passkeys.section.getByText('You have no passkey yet.')).toBeVisible();
  const card = passkeys.card(name);
  await expect(card).toHaveCount(0);
  expect(await passkeys.add(name)).toContain('adding a passkey');
  await expect(card).toContainText('Last used');
  await expect(card).toContainText('Never');
  expect(await device.credentials()).toHaveLength(1);

  try {
    await signOutAndInWithPasskey(page, device);
    const refused = refusalsOf(page);

    // A wire confirmed with it (the challenge made from this wire's amount and IBAN): one wire, one debit.
    await wireWithPasskey(page, office, USER);

    // A crypto buy confirmed with it: the challenge made from this buy's amount and wallet.
    await office.admin('second-factor', USER, 'buyotp', 'passkey');
    await buyWithPasskey(page);
    expect(refused).toEqual([]);

    // Remove it: the same re-authentication, the SMS naming this passkey.
    await passkeys.open();
    await expect(card).not.toContainText('Never');
    expect(await passkeys.remove(name)).toContain(`removing the passkey "${name}"`);
    await expect(card).toHaveCount(0);
    if (testInfo.retry === 0)
      await expect(passkeys.section.getByText('You have no passkey yet.')).toBeVisible();
  } finally {
    for (const flow of ['outgoingotp', 'buyotp']) await office.admin('second-factor', USER, flow, 'none');
  }
});
