import { expect, type Locator, type Page } from '@playwright/test';

/** Decimal text of a shown amount ("2,802.04000000" → 2802.04) in 1e-8 units, to compare exactly. */
export const satoshis = (text: string): bigint => {
  const clean = text.replace(/[^\d.-]/g, '');
  const [whole = '0', fraction = ''] = clean.split('.');
  return BigInt(whole) * 100_000_000n + BigInt(fraction.padEnd(8, '0').slice(0, 8));
};

/** /crypto, the deposit and withdraw detail pages (remote-wallets). */
export class WalletsCryptoPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/crypto');
    await expect(this.page.locator('[data-page="crypto"] h1')).toBeVisible();
    await expect(this.table().locator('tbody tr').first()).toBeVisible();
  }

  table() {
    return this.page.locator('[data-widget="CryptoAccountsTable"]');
  }

  row(coin: string): Locator {
    return this.table()
      .locator('tbody tr')
      .filter({ has: this.page.getByRole('cell', { name: coin, exact: true }) });
  }

  /** The wallet balance cell of a coin, in 1e-8 units. */
  async balance(coin: string): Promise<bigint> {
    return satoshis((await this.row(coin).getByRole('cell').nth(3).textContent()) ?? '0');
  }

  ticker() {
    return this.page.locator('[data-ticker]');
  }

  tab(name: string) {
    return this.page.getByRole('tab', { name });
  }

  /** Picks a coin in the visible tab's picker by its code (option labels start with it). */
  async selectCoin(coin: string) {
    const select = this.page.getByRole('tabpanel').getByRole('combobox').first();
    const value = await select.locator('option', { hasText: new RegExp(`^${coin} `) }).getAttribute('value');
    await select.selectOption(value ?? '');
  }

  panel() {
    return this.page.getByRole('tabpanel');
  }
}
