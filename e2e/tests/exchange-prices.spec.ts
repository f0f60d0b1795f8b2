import { expect, test } from '@playwright/test';
import { ExchangePage, apiSession } from '../pages/exchange';
import { signIn } from '../pages/shell';

// Issue 23 "Prices before the preview": the live price and its chart show on /crypto-exchanges before any
// preview, from the server's feed; the dashboard values each crypto wallet in the account currency.
test.describe('prices before the preview', () => {
  test('the live price shows with no preview asked, and the range tabs change the chart', async ({
    page,
    request,
  }) => {
    const previews: string[] = [];
    page.on('request', (r) => {
      if (/getcryptorates|swap_preview/i.test(r.url())) previews.push(r.url());
    });
    await signIn(page, 'personal@demo.portal');
    const x = new ExchangePage(page);
    await x.open();
    const panel = page.locator('[data-price-panel]');
    await expect(panel.getByRole('heading', { name: 'Market price' })).toBeVisible();
    const live = panel.locator('[data-live-price]');
    await expect(live).toContainText(/1 [A-Z]+ = (\$|€) [\d,]+\.\d{2}/);
    const pair = (await live.getAttribute('data-live-price'))!;
    const [coin, currency] = pair.split('/');
    const api = await apiSession(request, 'personal@demo.portal');
    const answer = await api.get(`user/cryptoexchange/getprices?coin=${coin}&currency=${currency}`);
    expect(answer.data.prices[0]).toMatchObject({ coin, currency });
    expect(previews).toEqual([]);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const chart = panel.getByRole('slider', { name: `${pair} price over the last 24 hours` });
    await expect(chart).toBeVisible();
    await expect(panel.locator('figure')).toHaveAttribute('data-points', '97');
    const day = await chart.locator('path').getAttribute('d');
    // Axes: prices on the right, the day by the hour below; the cursor reads a point out (issue 44).
    const readout = panel.locator('[data-chart-readout]');
    await expect(readout).toHaveText('Last 24 hours');
    await expect(chart.locator('[data-price-tick]').first()).toHaveText(/^(\$|€) [\d,]+(\.\d{2})?$/);
    await expect(chart.locator('[data-time-tick]').first()).toHaveText(/^\d{2}:00 (AM|PM)$/);
    await chart.hover();
    await expect(readout).toHaveText(/^(\$|€) [\d,]+\.\d{2} · \d{2}:\d{2} (AM|PM)$/);
    await chart.focus();
    await page.keyboard.press('End');
    const newest = await readout.textContent();
    await page.keyboard.press('ArrowLeft');
    await expect(readout).not.toHaveText(newest!);
    await expect(chart).toHaveAttribute('aria-valuenow', '95');
    await panel.getByRole('tab', { name: '7 d' }).click();
    await expect(panel.getByRole('tab', { name: '7 d' })).toHaveAttribute('aria-selected', 'true');
    const week = panel.getByRole('slider', { name: `${pair} price over the last 7 days` });
    await expect(week).toBeVisible();
    await expect(week.locator('[data-time-tick]').first()).toHaveText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)$/);
    await expect(panel.locator('figure')).toHaveAttribute('data-points', '85');
    expect(await week.locator('path').getAttribute('d')).not.toBe(day);
    await expect(panel.locator('[data-summary]')).toContainText(/^Low .+ · High .+ · Change [+-]?\d/);
    await panel.getByRole('tab', { name: '30 d' }).click();
    await expect(panel.locator('figure')).toHaveAttribute('data-points', '91');

    await panel.getByLabel('Coin').selectOption('ETH');
    await expect(live).toHaveAttribute('data-live-price', `ETH/${currency}`);
    await expect(live).toContainText(/1 ETH = (\$|€) [\d,]+\.\d{2}/);
    expect(previews).toEqual([]);
  });

  test('the dashboard values each crypto wallet in the account currency', async ({ page }) => {
    await signIn(page, 'personal@demo.portal');
    const widget = page.locator('[data-widget="CryptoAccountsTable"]');
    await expect(widget.getByRole('columnheader', { name: /^Value \((USD|EUR)\)$/ })).toBeVisible();
    const btc = widget.getByRole('row').filter({ has: page.getByRole('cell', { name: 'BTC', exact: true }) });
    await expect(btc.getByRole('cell', { name: /^(\$|€) [\d,]+\.\d{2}$/ })).toBeVisible();
  });
});
