import { expect, type Locator, type Page } from '@playwright/test';
import { toCents } from './wallets-fiat';

/** The screens of remote-cards: /my-cards, /top-up-card, /transfer-account, /card-settings/:id and the lists. */
export class CardsPage {
  constructor(readonly page: Page) {}

  screen(): Locator {
    return this.page.locator('[data-remote="cards"]').first();
  }

  async open(path: string, title: string | RegExp) {
    await this.page.goto(path);
    await expect(this.screen().getByRole('heading', { level: 1 })).toHaveText(title);
  }

  dialog(): Locator {
    return this.page.getByRole('dialog').last();
  }

  /** Selects the option of a labelled select whose text starts with `prefix` (labels carry balances). */
  async choose(scope: Locator, label: string, prefix: string) {
    const select = scope.getByLabel(label, { exact: true });
    const option = select.locator('option').filter({ hasText: prefix }).first();
    await expect(option).toBeAttached();
    await select.selectOption((await option.getAttribute('value')) ?? '');
  }

  // ---- /my-cards
  row(name: string): Locator {
    return this.screen().getByRole('row').filter({ hasText: name });
  }

  visual(name: string): Locator {
    return this.screen().locator('[data-card-visual]').filter({ hasText: name });
  }

  async cardBalance(name: string): Promise<number> {
    await this.open('/my-cards', 'My Cards');
    return toCents(await this.visual(name).locator('[data-card-balance]').innerText());
  }

  async cardIdOf(name: string): Promise<string> {
    return (await this.visual(name).getAttribute('data-card-visual')) ?? '';
  }

  // ---- /top-up-card and /transfer-account
  async continueTopup(tab: 'Fiat Top Up' | 'Crypto Top Up', card: string, source: string, amount: string) {
    await this.open('/top-up-card', 'Top Up Card');
    await this.screen().getByRole('tab', { name: tab }).click();
    const form = this.screen().locator('form');
    await this.choose(form, 'Card', card);
    await this.choose(form, tab === 'Fiat Top Up' ? 'Account' : 'Crypto Account', source);
    await form.getByLabel('Amount').fill(amount);
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(this.dialog()).toHaveAccessibleName('Transaction Details');
  }

  /** The result's own Close, in its footer; the header's × is named Close too. */
  async closeResult() {
    await this.resultDialog().getByRole('button', { name: 'Close', exact: true }).last().click();
  }

  resultDialog(): Locator {
    return this.page.locator('[role="dialog"]:has([data-result])');
  }
}
