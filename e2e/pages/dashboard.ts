import { expect, type Page } from '@playwright/test';

/** Widget roots of "Virtual Wallets & Accounts" (spec 01 §2.7), in the order they appear. */
export const WALLET_WIDGETS = [
  'WalletCards',
  'FiatTransactionsTable',
  'CryptoAccountsTable',
  'BuySellTable',
  'SwapTable',
] as const;
export type DashboardWidgetName = (typeof WALLET_WIDGETS)[number] | 'ReferralLinkBox' | 'IbanKycForm';

/** The host dashboard and the modals it opens. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/dashboard');
    await expect(this.root()).toBeVisible();
  }

  root() {
    return this.page.locator('[data-page="dashboard"]');
  }

  widget(name: DashboardWidgetName) {
    return this.page.locator(`[data-widget="${name}"]`);
  }

  /** The widget roots the dashboard composed (each slot is `[data-widget-slot]`). */
  slotNames() {
    return this.root()
      .locator('[data-widget-slot]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-widget-slot')));
  }

  async expectWidgets(names: readonly DashboardWidgetName[]) {
    await expect.poll(() => this.slotNames()).toEqual([...names]);
    for (const name of names) await expect(this.widget(name)).toBeVisible();
  }

  /** After a Playwright clock jump: one task after the ones the fired timers queued, so React has rendered what
   * they changed (its scheduler posts messages, which the clock does not hold). */
  async afterRender() {
    await this.page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }

  ibanKycModal() {
    return this.page.getByRole('dialog').filter({ has: this.page.locator('[data-iban-kyc-modal]') });
  }

  buySellRows() {
    return this.widget('BuySellTable').locator('tbody tr');
  }

  detailsModal() {
    return this.page.getByRole('dialog', { name: 'Transaction Details' });
  }

  headerLogo() {
    return this.page.locator('header img[data-logo]');
  }
}
