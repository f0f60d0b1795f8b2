import { expect, test, type Page } from '@playwright/test';
import { ACCESS_KEY, API_URL } from '../pages/ports';
import { signIn } from '../pages/shell';
import { toCents } from '../pages/wallets-fiat';

// Issue 14: a card's available balance and the table's running (ledger) balance differ by the money held for
// pending operations; the card says so. personal@demo.portal has seeded pending operations in EUR.
const ledgerFigures = async (page: Page, currency: string) => {
  const token = await page.evaluate(() => window.sessionStorage.getItem('user_jwt'));
  const answer = await page.request.get(`${API_URL}/user/account/getuseraccoundsbyid`, {
    headers: { 'x-access-key': ACCESS_KEY, Authorization: `Bearer ${token ?? ''}` },
  });
  const body = (await answer.json()) as {
    data: { account_currency_type: string; available_balance: string; account_balance: string }[];
  };
  const account = body.data.find((a) => a.account_currency_type === currency);
  expect(account, `a ${currency} wallet`).toBeTruthy();
  return { available: toCents(account!.available_balance), ledger: toCents(account!.account_balance) };
};

test('wallet cards show the held (pending) amount beside the available one, on the dashboard and on /fiat', async ({
  page,
}) => {
  await signIn(page, 'personal@demo.portal');
  const { available, ledger } = await ledgerFigures(page, 'EUR');
  expect(ledger).toBeGreaterThan(available);
  for (const path of ['/dashboard', '/fiat']) {
    await page.goto(path);
    const card = page.locator('[data-widget="WalletCards"] [data-wallet-card="EUR"]');
    await expect(card.locator('[data-balance="EUR"]')).toBeVisible();
    expect(toCents(await card.locator('[data-balance="EUR"]').innerText())).toBe(available);
    const held = card.locator('[data-held="EUR"]');
    await expect(held).toContainText('Held for pending operations: €');
    expect(toCents((await held.innerText()).split(':').pop() ?? '')).toBe(ledger - available);
  }
});
