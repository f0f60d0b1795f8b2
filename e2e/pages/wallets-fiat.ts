import { expect, type Locator, type Page } from '@playwright/test';
import { expectFigures, reviewDialog } from './money-review';

/** "€ 11,586.40" → 1158640 (integer cents: differences compare exactly). */
export const toCents = (text: string): number => {
  const clean = text.replace(/[^\d.-]/g, '');
  const [whole = '0', fraction = ''] = clean.split('.');
  const sign = whole.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2)));
};

export type Currency = 'EUR' | 'USD';

/** /fiat (virtual wallets) and /iban-account of remote-wallets. */
export class WalletsFiatPage {
  constructor(readonly page: Page) {}

  // ---- /fiat
  async openFiat() {
    await this.page.goto('/fiat');
    await expect(this.walletCard('EUR')).toBeVisible();
  }

  walletCard(currency: Currency): Locator {
    return this.page.locator(`[data-widget="WalletCards"] [data-wallet-card="${currency}"]`);
  }

  async walletBalance(currency: Currency): Promise<number> {
    return toCents(await this.walletCard(currency).locator(`[data-balance="${currency}"]`).innerText());
  }

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** Card Transfer → type modal → Virtual Wallet to IBAN Account → amount (not submitted). */
  async startWalletToIban(currency: Currency, amount: string) {
    await this.walletCard(currency).getByRole('button', { name: 'Transfer' }).click();
    await this.dialog().getByRole('button', { name: 'Virtual Wallet to IBAN Account' }).click();
    await expect(this.dialog()).toHaveAccessibleName('Transfer to IBAN Account');
    await this.dialog().getByLabel('Amount').fill(amount);
  }

  submitButton(): Locator {
    return this.dialog().getByRole('button', { name: 'Submit' });
  }

  // ---- /iban-account
  async openIban() {
    await this.page.goto('/iban-account');
    await expect(this.ibanCard('EUR')).toBeVisible();
  }

  ibanCard(currency: Currency): Locator {
    return this.page.locator(`[data-iban-card="${currency}"]`);
  }

  async ibanBalance(currency: Currency): Promise<number> {
    return toCents(await this.ibanCard(currency).locator(`[data-balance="${currency}"]`).innerText());
  }

  pageButton(name: string): Locator {
    return this.page.locator('[data-remote="wallets"]').getByRole('button', { name, exact: true });
  }

  async ibanToWallet(currency: Currency, amount: string) {
    await this.pageButton('Transfer').click();
    await this.dialog().getByLabel('Currency').selectOption(currency);
    await this.dialog().getByLabel('Amount').fill(amount);
    await this.submitButton().click();
  }

  async withdraw(iban: string, currency: Currency, amount: string) {
    await this.pageButton('Withdrawal').click();
    await this.dialog().getByLabel('IBAN Number').fill(iban);
    await this.dialog().getByLabel('Currency').selectOption(currency);
    await this.dialog().getByLabel('Amount').fill(amount);
    await this.submitButton().click();
  }

  // ---- the kit's review step and result of these moves
  review(): Locator {
    return reviewDialog(this.page);
  }

  /** The review shows amount, fee and total debited (and the parties) before anything moves; Confirm. */
  async confirmReview(figures: { amount: string; fee: string; total: string }, parties: RegExp[]) {
    await expectFigures(this.review(), figures);
    for (const party of parties) await expect(this.review()).toContainText(party);
    await this.review().getByRole('button', { name: 'Confirm' }).click();
  }

  result(): Locator {
    return this.page.getByRole('dialog', { name: 'Transaction Successful' });
  }

  /** The result repeats the figures and the server's message; Close ends the move (the form closes). */
  async closeResult(figures: { amount: string; fee: string; total: string }, message: string) {
    await expectFigures(this.result(), figures);
    await expect(this.result()).toContainText(message);
    await this.result().getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(this.dialog()).toHaveCount(0);
  }
}
