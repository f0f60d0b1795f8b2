import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../pages/shell';

// Issue 23, phone-first lists: at 390 px every list shows its rows as compact items, and the amount (or, for a
// list without one, the primary value) of the first row is on screen without scrolling sideways.
const PHONE = { width: 390, height: 844 };

type ListPage = {
  path: string;
  /** How many lists the page shows (the dashboard has four widgets). */
  lists?: number;
  /** Picks the list on screen (a type of /fiat-transactions). */
  choose?: (page: Page) => Promise<void>;
};

const fiatType = (type: string) => async (page: Page) => {
  await page.getByLabel('Transaction Type').selectOption(type);
  await expect(page.locator(`[data-list-type="${type}"]`)).toBeVisible();
};

const CRYPTO_TYPES = [
  'CryptoExchange',
  'Withdrawal',
  'Swap',
  'Deposit',
  'Transfer',
  'DepositAddress',
  'WithdrawAddress',
];

const LIST_PAGES: Record<string, ListPage[]> = {
  'personal@demo.portal': [
    { path: '/dashboard', lists: 4 },
    { path: '/fiat' },
    { path: '/iban-account' },
    { path: '/crypto' },
    { path: '/fiat-incoming-transfers' },
    { path: '/my-cards' },
    { path: '/my-cards-transactions' },
    { path: '/top-up-transactions' },
    { path: '/card-usage-transactions' },
    { path: '/crypto-exchanges', lists: 2 },
    { path: '/fiat-transactions' },
    { path: '/fiat-transactions', choose: fiatType('InternalTransfers') },
    { path: '/fiat-transactions', choose: fiatType('OutgoingTransfers') },
    ...CRYPTO_TYPES.map((type) => ({ path: `/crypto-transactions?type=${type}` })),
    { path: '/users-activity-logs' },
  ],
  'corporate@demo.portal': [{ path: '/customer-list' }],
  'vip2@demo.portal': [{ path: '/refer' }],
};

/** Scrolls the page (only the page: no box sideways) to the element, then lists what keeps it from being seen:
 * outside the screen, cut off by a box that clips or scrolls, or a page wider than the screen. */
const visibilityProblems = (target: Locator) =>
  target.evaluate((node) => {
    const top = node.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, Math.max(0, top - window.innerHeight / 2));
    const rect = node.getBoundingClientRect();
    const problems: string[] = [];
    if (rect.width === 0 || rect.height === 0) problems.push('it has no size');
    if (rect.left < 0 || rect.right > window.innerWidth || rect.top < 0 || rect.bottom > window.innerHeight)
      problems.push(`it is outside the screen (${Math.round(rect.left)}–${Math.round(rect.right)} px)`);
    for (let box = node.parentElement; box; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (!/auto|scroll|hidden|clip/.test(`${style.overflowX} ${style.overflowY}`)) continue;
      const clip = box.getBoundingClientRect();
      const inside =
        rect.left >= clip.left - 0.5 &&
        rect.right <= clip.right + 0.5 &&
        rect.top >= clip.top - 0.5 &&
        rect.bottom <= clip.bottom + 0.5;
      if (!inside) problems.push(`it is cut off by ${box.tagName.toLowerCase()}.${box.className}`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push('the page is too wide');
    return problems;
  });

const expectFirstRowsInView = async (page: Page, label: string, lists: number) => {
  const compact = page.locator('main [data-compact-list]');
  await expect(compact).toHaveCount(lists, { timeout: 20_000 });
  await expect(page.locator('main table')).toHaveCount(0);
  for (let i = 0; i < lists; i += 1) {
    const first = compact.nth(i).locator('[data-compact-item]').first();
    const amount = first.locator('[data-compact-role="amount"]');
    const target = (await amount.count()) > 0 ? amount : first.locator('[data-compact-role="primary"]');
    await expect(target).toHaveText(/\S/);
    expect(await visibilityProblems(target), `${label}, list ${i + 1}`).toEqual([]);
  }
};

test.describe('lists on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  for (const [email, pages] of Object.entries(LIST_PAGES)) {
    test(`${email}: the first row's amount of every list is on screen`, async ({ page }) => {
      test.setTimeout(240_000);
      await signIn(page, email).catch(async () => {
        // At phone width the menu is in the drawer: signed in when the page's header shows.
        await expect(page.locator('[data-profile-menu]')).toBeVisible();
      });
      for (const { path, lists = 1, choose } of pages) {
        await page.goto(path);
        await expect(page.locator('main h1').first()).toBeVisible();
        await choose?.(page);
        await expectFirstRowsInView(page, `${path}${choose ? ' (other type)' : ''}`, lists);
      }
    });
  }

  test('a row opens its details on tap and on Enter, and the pager still pages', async ({ page }) => {
    await signIn(page, 'personal@demo.portal').catch(async () => {
      await expect(page.locator('[data-profile-menu]')).toBeVisible();
    });
    await page.goto('/users-activity-logs');
    const list = page.locator('main [data-compact-list]');
    const title = list.locator('[data-compact-item]').first().locator('button[data-compact-role="primary"]');
    await title.click();
    await expect(title).toHaveAttribute('aria-expanded', 'true');
    await expect(list.locator('dl').first()).toContainText('Operating System');
    await title.press('Enter');
    await expect(title).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Page 1 of')).toBeVisible();
  });
});
