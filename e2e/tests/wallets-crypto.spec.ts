import { expect, test, type Page } from '@playwright/test';
import { BackOffice } from '../pages/back-office';
import { expectFigures, figure, reviewDialog } from '../pages/money-review';
import { chooseLanguage, ShellPage, signIn } from '../pages/shell';
import { WalletsCryptoPage, satoshis } from '../pages/wallets-crypto';

// Users nobody else moves crypto for: corporate (sender, otp none), vip1 (recipient), sms (second factor).
const CORP = 'corporate@demo.portal';
const VIP1 = 'vip1@demo.portal';
const SMS = 'sms@demo.portal';
const SMS_PHONE = '+445550000011';
const BTC_DEST = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2';

/** Waits for an SMS code newer than the ones counted before. */
const nextCode = async (office: BackOffice, before: number): Promise<string> => {
  await expect
    .poll(async () => (await office.outbox(SMS_PHONE)).filter((m) => m.code).length)
    .toBeGreaterThan(before);
  return office.lastCode(SMS_PHONE);
};
const codeCount = async (office: BackOffice) => (await office.outbox(SMS_PHONE)).filter((m) => m.code).length;

const signInWithSms = async (page: Page, office: BackOffice) => {
  const shell = new ShellPage(page);
  await shell.openLogin();
  const before = await codeCount(office);
  await shell.fillLogin(SMS);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox').fill(await nextCode(office, before));
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(shell.menu()).toBeVisible();
};

test.describe('wallets: crypto accounts, deposit, withdraw, transfer', () => {
  test('generate an address, a deposit credited on Refresh, the deposit page with its QR code', async ({
    page,
    request,
  }) => {
    await signIn(page, CORP);
    const crypto = new WalletsCryptoPage(page);
    await crypto.open();
    for (const label of ['S&P 500', 'Nasdaq 100', 'EUR/USD', 'BTC/USD', 'ETH/USD'])
      await expect(crypto.ticker()).toContainText(label);

    await crypto.tab('Deposit').click();
    await crypto.panel().getByRole('button', { name: 'Deposit' }).click();
    await expect(crypto.panel().getByText('Please Select Crypto')).toBeVisible();

    const row = crypto.row('USDC');
    const generate = row.getByRole('button', { name: 'Generate Wallet USDC' });
    if (await generate.isVisible()) {
      await expect(row.getByRole('cell', { name: 'N/A' })).toBeVisible();
      await crypto.selectCoin('USDC');
      await crypto.panel().getByRole('button', { name: 'Deposit' }).click();
      await expect(page.getByText('Please generate your crypto wallet to proceed.')).toBeVisible();
      await generate.click();
    }
    const refresh = row.getByRole('button', { name: 'Refresh USDC' });
    await expect(refresh).toBeVisible();
    await expect(row.getByRole('cell').nth(2)).toHaveText(/^0x[0-9a-f]{40}$/);

    const before = await crypto.balance('USDC');
    await new BackOffice(request).admin('crypto-deposit', CORP, 'USDC', '12.5');
    await refresh.click();
    await expect.poll(() => crypto.balance('USDC')).toBe(before + 1_250_000_000n);

    await crypto.selectCoin('USDC');
    await crypto.panel().getByRole('button', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/wallets-deposit-transaction$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Crypto Deposit' })).toBeVisible();
    await expect(page.locator('[data-deposit-address]')).toHaveText(/^0x[0-9a-f]{40}$/);
    await expect(page.getByRole('img', { name: 'QR code of your USDC deposit address' })).toBeVisible();
  });

  test('withdraw with the SMS second factor', async ({ page, request }) => {
    const office = new BackOffice(request);
    await signInWithSms(page, office);
    const crypto = new WalletsCryptoPage(page);
    await crypto.open();
    const generate = crypto.row('BTC').getByRole('button', { name: 'Generate Wallet BTC' });
    if (await generate.isVisible()) await generate.click();
    await expect(crypto.row('BTC').getByRole('button', { name: 'Refresh BTC' })).toBeVisible();

    await crypto.tab('Withdraw').click();
    await crypto.selectCoin('BTC');
    const address = crypto.panel().getByLabel('Destination Wallet Address');
    await address.fill('0x1234');
    await crypto.panel().getByRole('button', { name: 'Withdraw' }).click();
    await expect(crypto.panel().getByText('Please enter a valid wallet address')).toBeVisible();
    await address.fill(BTC_DEST);
    await crypto.panel().getByRole('button', { name: 'Withdraw' }).click();
    await expect(page).toHaveURL(/\/wallets-withdrawal-transaction$/, { timeout: 5_000 });

    await expect(page.getByLabel('Withdraw Address')).toHaveValue(BTC_DEST);
    await expect(page.getByLabel('Network Chain')).toHaveValue('ERC20');
    const amount = page.getByLabel('Amount (BTC)');
    await amount.fill('0');
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByText('You must enter amount greater than zero')).toBeVisible();
    await amount.fill('0.001');
    await expect(page.locator('[data-fact="usd"]')).toContainText('$');
    await page.getByRole('button', { name: 'Withdraw' }).click();
    const preview = page.getByRole('dialog', { name: 'Confirm Withdrawal' });
    await expect(preview).toContainText('0.00100000 BTC');
    const before = await codeCount(office);
    await preview.getByRole('button', { name: 'Confirm' }).click();
    const codeDialog = page.getByRole('dialog');
    await codeDialog.getByRole('textbox').fill(await nextCode(office, before));
    await codeDialog.getByRole('button', { name: 'Submit' }).click();
    const result = page.getByRole('dialog', { name: 'Transaction Successful' });
    await expect(result).toContainText(BTC_DEST);
    await expect(result.getByRole('link', { name: 'Crypto Transactions' })).toBeVisible();
  });

  test('transfer by e-mail to another user: a double-click moves the money once', async ({
    page,
    browser,
  }) => {
    const other = await browser.newContext();
    const recipientPage = await other.newPage();
    await signIn(recipientPage, VIP1);
    const recipient = new WalletsCryptoPage(recipientPage);
    await recipient.open();
    const received = await recipient.balance('ETH');

    await signIn(page, CORP);
    const crypto = new WalletsCryptoPage(page);
    await crypto.open();
    const sent = await crypto.balance('ETH');
    await crypto.tab('Transfer').click();
    const panel = crypto.panel();
    await crypto.selectCoin('ETH');
    await panel.getByLabel('Recipient E-mail').fill('not-an-email');
    await panel.getByLabel('Amount').fill('0');
    await panel.getByRole('button', { name: 'Transfer' }).click();
    await expect(panel.getByText('Please enter a valid email address')).toBeVisible();
    await expect(panel.getByText('You must enter amount greater than zero')).toBeVisible();
    await panel.getByLabel('Recipient E-mail').fill(VIP1);
    await panel.getByLabel('Amount').fill('100');
    await panel.getByRole('button', { name: 'Transfer' }).click();
    await expect(panel.getByText(/^Maximum Amount is \d/)).toBeVisible();
    await panel.getByLabel('Amount').fill('0.01');
    await panel.getByRole('button', { name: 'Transfer' }).dblclick();
    // The review: the checked amount, no fee, the same total, to the payee; nothing moved yet.
    const review = reviewDialog(page);
    await expectFigures(review, { amount: '0.01000000 ETH', fee: '0.00000000 ETH', total: '0.01000000 ETH' });
    await expect(figure(review, 'to')).toContainText(VIP1);
    expect(await crypto.balance('ETH')).toBe(sent);
    await review.getByRole('button', { name: 'Confirm' }).dblclick();

    const result = page.getByRole('dialog', { name: 'Transaction Successful' });
    await expect(result).toContainText(VIP1);
    await expect(result).toContainText('0.01000000 ETH');
    await result.getByRole('button', { name: 'Close' }).last().click();
    await expect.poll(() => crypto.balance('ETH')).toBe(sent - 1_000_000n);

    await recipient.open();
    await expect.poll(() => recipient.balance('ETH')).toBe(received + 1_000_000n);
    await other.close();
  });

  test('wallet address update: blocked when Approved, a request otherwise, the reason when Rejected', async ({
    page,
    request,
  }) => {
    await signIn(page, CORP);
    const crypto = new WalletsCryptoPage(page);
    // The dashboard widget is the same table, without the update action.
    await page.goto('/dashboard');
    await expect(crypto.row('BTC').getByRole('button', { name: 'Refresh BTC' })).toBeVisible();
    await expect(
      crypto.row('USDT').getByRole('button', { name: /^(Generate Wallet|Refresh) USDT$/ }),
    ).toBeVisible();
    await expect(crypto.table().getByRole('button', { name: /Update Address/ })).toHaveCount(0);
    await crypto.open();
    await crypto.row('BTC').getByRole('button', { name: 'Update Address BTC' }).click();
    const approved = page.getByRole('dialog');
    await expect(approved).toContainText(
      "You can't update your wallet address. because your wallet address is already approved by admin",
    );
    await expect(approved.getByRole('button', { name: 'Update' })).toHaveCount(0);
    await approved.getByRole('button', { name: 'Cancel' }).click();

    await crypto.row('USDT').getByRole('button', { name: 'Update Address USDT' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByLabel('Wallet Address').fill('');
    await modal.getByLabel('Network').fill('');
    await modal.getByRole('button', { name: 'Update' }).click();
    await expect(modal.getByText('Please enter your wallet address')).toBeVisible();
    await expect(modal.getByText('Please enter your network.')).toBeVisible();
    const address = `0x${[...Array(40)].map(() => Math.floor(Math.random() * 16).toString(16)).join('')}`;
    await modal.getByLabel('Wallet Address').fill(address);
    await modal.getByLabel('Network').fill('ERC20');
    await modal.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Your wallet address update request was submitted')).toBeVisible();

    const office = new BackOffice(request);
    const line = (await office.admin('wallet-address', 'list'))
      .split('\n')
      .find((entry) => entry.includes(address));
    await office.admin('wallet-address', 'reject', line!.split('\t')[0]!, 'Unknown', 'network');
    await page.reload();
    await crypto.row('USDT').getByRole('button', { name: 'Update Address USDT' }).click();
    await expect(page.getByRole('dialog')).toContainText('Your wallet address was rejected: Unknown network');
  });

  test('the /crypto screen in French; the detail pages without their wallet go back to /crypto', async ({
    page,
  }) => {
    await signIn(page, CORP);
    await page.goto('/wallets-withdrawal-transaction');
    await page.evaluate(() => localStorage.removeItem('crypto_wallet_id'));
    await page.goto('/wallets-withdrawal-transaction');
    await expect(page).toHaveURL(/\/crypto$/);
    await page.goto('/wallets-deposit-transaction');
    await expect(page).toHaveURL(/\/crypto$/);

    await chooseLanguage(page, 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Comptes crypto' })).toBeVisible();
    const crypto = new WalletsCryptoPage(page);
    await expect(crypto.table().getByRole('columnheader', { name: 'Solde du portefeuille' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Transfert' })).toBeVisible();
    await page.getByRole('tab', { name: 'Retrait' }).click();
    await crypto.panel().getByRole('button', { name: 'Retirer' }).click();
    await expect(crypto.panel().getByText('Veuillez choisir une crypto')).toBeVisible();
    expect(satoshis('1,234.5')).toBe(123_450_000_000n);
  });
});
