import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ACCESS_KEY, API_URL } from './ports';

/** Decimal text of a shown amount ("$ 25,000.00", "0.75000000") in 1e-8 units, to compare exactly. */
export const units = (text: string): bigint => {
  const clean = text.replace(/[^\d.]/g, '');
  const [whole = '0', fraction = ''] = clean.split('.');
  return BigInt(whole || '0') * 100_000_000n + BigInt(fraction.padEnd(8, '0').slice(0, 8));
};

/** Every en/fr locale pair of remote-exchange (common, lib and feature files). */
export const exchangeLocales = (): [string, string][] => {
  const root = path.resolve(__dirname, '../../remote-exchange/src');
  const features = readdirSync(path.join(root, 'features')).map((f): [string, string] => [
    `remote-exchange/src/features/${f}/locales/en.json`,
    `remote-exchange/src/features/${f}/locales/fr.json`,
  ]);
  return [
    ['remote-exchange/src/locales/en.json', 'remote-exchange/src/locales/fr.json'],
    ['remote-exchange/src/lib/lists/locales/en.json', 'remote-exchange/src/lib/lists/locales/fr.json'],
    ...features,
  ];
};

/** /crypto-exchanges (remote-exchange): the Buy, Sell and Swap tabs, their quote and result dialogs. */
export class ExchangePage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/crypto-exchanges');
    await expect(this.page.locator('[data-page="cryptoExchanges"] h1')).toBeVisible();
    // The first tab list is Buy/Sell/Swap; the price panel's chart periods follow it.
    await expect(this.page.getByRole('tablist').first()).toBeVisible();
  }

  tab(name: 'Buy' | 'Sell' | 'Swap') {
    return this.page.getByRole('tab', { name, exact: true });
  }

  form(side: 'buy' | 'sell' | 'swap'): Locator {
    return this.page.locator(`form[data-order="${side}"]`);
  }

  /** Picks the option whose label starts with `prefix` ("BTC", "USD"). */
  async choose(select: Locator, prefix: string) {
    const option = select
      .locator('option')
      .filter({ hasText: new RegExp(`^${prefix}\\b`) })
      .first();
    await select.selectOption((await option.getAttribute('value')) ?? '');
  }

  /** The balance a select shows for a coin ("BTC — Available: 0.75000000") or account ("USD - 41… ($ 25,000.00)"). */
  async shownBalance(select: Locator, prefix: string): Promise<bigint> {
    const text =
      (await select
        .locator('option')
        .filter({ hasText: new RegExp(`^${prefix}\\b`) })
        .first()
        .textContent()) ?? '';
    const amount = text.includes('Available:')
      ? text.split('Available:')[1]
      : /\(([^)]*)\)\s*$/.exec(text)?.[1];
    return units(amount ?? '0');
  }

  select(side: 'buy' | 'sell' | 'swap', label: string) {
    return this.form(side).getByLabel(label, { exact: true });
  }

  amount(side: 'buy' | 'sell' | 'swap') {
    return this.form(side).getByLabel(/^Amount/);
  }

  submitForm(side: 'buy' | 'sell' | 'swap') {
    return this.form(side).getByRole('button', {
      name: { buy: 'Buy', sell: 'Sell', swap: 'Swap' }[side],
      exact: true,
    });
  }

  dialog(name: string) {
    return this.page.getByRole('dialog', { name });
  }

  /** The value of a label/value row of a dialog. */
  async rowValue(dialog: Locator, label: string): Promise<string> {
    return (
      (await dialog
        .locator('dt', { hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::dd[1]')
        .textContent()) ?? ''
    );
  }

  swapTable() {
    return this.page.locator('[data-widget="SwapTable"]');
  }
}

/** A customer's API session for preparing data the screens then show (the wire form belongs to remote-wallets). */
export const apiSession = async (request: APIRequestContext, email: string, password = 'Demo!2345') => {
  const headers = { 'x-access-key': ACCESS_KEY };
  const login = await (
    await request.post(`${API_URL}/user/auth/login`, { headers, data: { email_id: email, password } })
  ).json();
  expect(login, `API login of ${email}`).toMatchObject({ code: '200' });
  const auth = { ...headers, authorization: `Bearer ${login.data.jwt_token as string}` };
  return {
    get: async (p: string) => (await request.get(`${API_URL}/${p}`, { headers: auth })).json(),
    post: async (p: string, data: unknown, extra: Record<string, string> = {}) =>
      (await request.post(`${API_URL}/${p}`, { headers: { ...auth, ...extra }, data })).json(),
  };
};
