import { expect, test, type Page } from '@playwright/test';
import { BackOffice } from '../pages/back-office';
import { chooseLanguage, signIn } from '../pages/shell';
import { expectFigures, figure, serverBalance } from '../pages/money-review';
import { WalletsFiatPage } from '../pages/wallets-fiat';
import { downloadBy } from '../pages/download';

// Spec 02 §2/§5: /fiat and /iban-account. Balances are read through the UI before and after and only the
// differences are compared (other specs move money of the same demo user). Seeded fees: internalTransferFees
// 1 %, withdrawalFees 2 %.

const balances = async (w: WalletsFiatPage) => {
  await w.openIban();
  const iban = await w.ibanBalance('EUR');
  await w.openFiat();
  return { iban, wallet: await w.walletBalance('EUR') };
};

const openAs = async (page: Page, email?: string) => {
  await signIn(page, email);
  return new WalletsFiatPage(page);
};

test.describe('fiat virtual wallets and IBAN accounts', () => {
  test('virtual wallet → IBAN (EUR): reviewed with its 1 % fee, moved once, even on double-clicks', async ({
    page,
  }) => {
    const w = await openAs(page);
    const before = await balances(w);
    await w.startWalletToIban('EUR', '10.00');
    await w.submitButton().dblclick();
    // The review: amount, fee and total debited, from the wallet to the IBAN account; nothing moved yet.
    const figures = { amount: '€ 10.00', fee: '€ 0.10', total: '€ 10.10' };
    await expectFigures(w.review(), figures);
    await expect(w.review()).toContainText('EUR virtual wallet');
    await expect(w.review()).toContainText('EUR IBAN account');
    await expect(figure(w.review(), 'to')).toContainText(/GB\d{2} PORT( \d{4})+/);
    expect(Number(await serverBalance(page, 'EUR'))).toBe(before.wallet);
    await w.review().getByRole('button', { name: 'Confirm' }).dblclick();
    await w.closeResult(figures, '€ 10.00 transferred to your IBAN account');
    await expect.poll(() => w.walletBalance('EUR')).toBe(before.wallet - 1010);
    await w.openIban();
    await expect.poll(() => w.ibanBalance('EUR')).toBe(before.iban + 1000);
  });

  test('IBAN → virtual wallet and IBAN withdrawal, each reviewed with its fee', async ({ page }) => {
    const w = await openAs(page);
    const before = await balances(w);
    await w.openIban();
    await w.ibanToWallet('EUR', '5');
    const transfer = { amount: '€ 5.00', fee: '€ 0.05', total: '€ 5.05' };
    await w.confirmReview(transfer, [/EUR IBAN account/, /GB\d{2} PORT( \d{4})+/, /EUR virtual wallet/]);
    await w.closeResult(transfer, '€ 5.00 transferred to your virtual wallet');
    await expect.poll(() => w.ibanBalance('EUR')).toBe(before.iban - 505);

    // The withdrawal minimum is 10.00 (seeded limits); 12 + 2 % = 12.24 is held.
    await w.withdraw('FR14 2004 1010 0505 0001 3M02 606', 'EUR', '12');
    const withdrawal = { amount: '€ 12.00', fee: '€ 0.24', total: '€ 12.24' };
    await expect.poll(() => w.ibanBalance('EUR')).toBe(before.iban - 505);
    await w.confirmReview(withdrawal, [/External account/, /FR14 2004 1010 0505 0001 3M02 606/]);
    await w.closeResult(withdrawal, 'Your withdrawal request was submitted and is pending review');
    await expect.poll(() => w.ibanBalance('EUR')).toBe(before.iban - 505 - 1224);
    await w.openFiat();
    await expect.poll(() => w.walletBalance('EUR')).toBe(before.wallet + 500);
  });

  test('refusals: USD blocked, invalid amount, insufficient balance; nothing moves', async ({ page }) => {
    const w = await openAs(page);
    await w.openFiat();
    const usd = await w.walletBalance('USD');
    const usdBlocked = page.getByText('Currently, USD transfer are not supported.');
    await w.startWalletToIban('EUR', '1');
    await w.dialog().getByLabel('Currency').selectOption('USD'); // refused on choosing …
    await expect(usdBlocked).toBeVisible();
    await w.submitButton().click(); // … and on submit
    await expect(usdBlocked).toHaveCount(2);
    await page.keyboard.press('Escape');
    // What really blocks the next click is a dialog still open: wait until none is left.
    await expect(w.dialog()).toHaveCount(0);

    await w.startWalletToIban('EUR', 'abc');
    await w.submitButton().click();
    await expect(w.dialog().getByText('Please enter a valid amount.')).toBeVisible();
    await w.dialog().getByLabel('Amount').fill('1000000');
    await w.submitButton().click();
    await expect(
      w
        .dialog()
        .getByText(
          'Insufficient balance in EUR virtual wallet. Total required (including fees): 1010000.00 EUR.',
        ),
    ).toBeVisible();
    await expect(w.dialog().getByLabel('Amount')).toHaveValue('1000000');
    await page.keyboard.press('Escape');
    await expect(w.dialog()).toHaveCount(0);
    expect(await w.walletBalance('USD')).toBe(usd);

    await w.openIban();
    await w.pageButton('Withdrawal').click();
    await w.submitButton().click();
    for (const message of ['IBAN Number is required', 'Amount is required']) {
      await expect(w.dialog().getByText(message)).toBeVisible();
    }
  });

  test('account details by e-mail, fiat table and bank details', async ({ page, request }) => {
    const w = await openAs(page);
    await w.openFiat();
    const accountNumber = (await w.walletCard('EUR').locator('dd').first().innerText()).trim();
    await w.walletCard('EUR').getByRole('button', { name: 'Email Account Details' }).click();
    await w.dialog().getByLabel('Email address').fill('not-an-email');
    await w.submitButton().click();
    await expect(w.dialog().getByText('Enter a valid email address')).toBeVisible();
    const address = `w1-details-${Date.now()}@example.com`;
    await w.dialog().getByLabel('Email address').fill(address);
    await w.submitButton().click();
    await expect(page.getByText('Account details sent to your email')).toBeVisible();
    await expect
      .poll(async () => (await new BackOffice(request).outbox(address))[0]?.body ?? '')
      .toContain(accountNumber);

    const table = page.locator('[data-widget="FiatTransactionsTable"]');
    await expect(table.getByRole('columnheader', { name: 'Debit/Type' })).toBeVisible();
    await expect(table.getByRole('button', { name: 'Export PDF' })).toBeVisible();

    await w.openIban();
    await expect(page.locator('[data-bank-details="EUR"]').getByText('IBAN Number')).toBeVisible();
    const proof = await downloadBy(w.pageButton('Download Bank Proof'));
    expect(proof.suggestedFilename()).toBe('Bank_Account_Proof.pdf');

    // Statement export with nothing to export: a future from-date leaves no row.
    await page.getByLabel('From').fill('2099-01-01');
    await expect(page.getByLabel('To')).toHaveAttribute('min', '2099-01-01');
    await w.pageButton('Export Statement').click();
    await expect(page.getByText('Transaction history not available')).toBeVisible();
    await page.getByLabel('Status').selectOption('Completed');
    await w.pageButton('Export Statement').click();
    await expect(page.getByText('No transactions found with status: Completed')).toBeVisible();

    await w.ibanCard('USD').getByRole('button', { name: 'Show' }).click();
    await expect(page.getByText('USD bank details are currently not available.')).toBeVisible();
  });

  test('no IBAN account: the message, then the IBAN application prompt after 5 s', async ({ page }) => {
    const w = await openAs(page, 'vip2@demo.portal');
    await page.goto('/iban-account');
    await expect(
      page.getByText('Your IBAN account is currently not available. Please contact support'),
    ).toBeVisible();
    const prompt = page.locator('[data-iban-kyc-prompt]');
    await expect(prompt).toHaveCount(0);
    await expect(prompt.getByRole('button', { name: 'Apply for IBAN' })).toBeVisible({ timeout: 8000 });
    await expect(w.pageButton('Withdrawal')).toHaveCount(0);
  });

  test('CryptoExchange user: Withdrawal instead of Deposit, no wallet-to-IBAN option', async ({ page }) => {
    const w = await openAs(page, 'crypto@demo.portal');
    await w.openFiat();
    const card = w.walletCard('EUR');
    await expect(card.getByRole('link', { name: 'Withdrawal' })).toHaveAttribute(
      'href',
      '/fiat-outgoing-transfers',
    );
    await expect(card.getByRole('link', { name: 'Deposit' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Transfer' }).click();
    await expect(w.dialog().getByRole('button', { name: 'Internal Transfer' })).toBeVisible();
    await expect(w.dialog().getByRole('button', { name: 'Virtual Wallet to IBAN Account' })).toHaveCount(0);
  });

  test('Bank user: no IBAN Transfer button', async ({ page }) => {
    const w = await openAs(page, 'bank@demo.portal');
    await w.openIban();
    await expect(w.pageButton('Withdrawal')).toBeVisible();
    await expect(w.pageButton('Transfer')).toHaveCount(0);
  });

  test('/fiat in French', async ({ page }) => {
    const w = await openAs(page);
    await w.openFiat();
    await chooseLanguage(page, 'fr');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Comptes de portefeuille virtuel fiat' }),
    ).toBeVisible();
    await expect(w.walletCard('EUR').getByText('Solde disponible du portefeuille EUR')).toBeVisible();
    await expect(w.walletCard('EUR').getByRole('button', { name: 'Virement' })).toBeVisible();
    await expect(page.getByText('Transactions du portefeuille virtuel fiat')).toBeVisible();
    await chooseLanguage(page, 'en');
  });
});
