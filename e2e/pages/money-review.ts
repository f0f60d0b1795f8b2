import { expect, type Locator, type Page } from '@playwright/test';

/** The kit's review step of a money flow (a dialog) and its result, read the way a customer reads them. */
export const reviewDialog = (page: Page, title: string | RegExp = 'Review and confirm'): Locator =>
  page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: title }) });

/** The text of one figure of a review or result: amount, fee, total, receives, rate, from, to. */
export const figure = (scope: Locator, id: string): Locator =>
  scope.locator(`[data-review="${id}"] dd`).first();

/** Amount, fee and total debited are on screen with exactly these texts. */
export const expectFigures = async (
  scope: Locator,
  expected: {
    amount?: string | RegExp;
    fee?: string | RegExp;
    total?: string | RegExp;
    receives?: string | RegExp;
  },
) => {
  for (const [id, text] of Object.entries(expected)) await expect(figure(scope, id)).toHaveText(text!);
};

/** Available balance of a fiat wallet as the server holds it now, in cents — read from the page's own session
 * (the review stays open meanwhile). */
export const serverBalance = async (page: Page, currency: 'EUR' | 'USD'): Promise<bigint> => {
  const text = await page.evaluate(async (wanted) => {
    const config = (await (await fetch('/config.json')).json()) as Record<string, string>;
    const answer = await fetch(`${config.apiBaseUrl}/api/v1/user/account/getuseraccoundsbyid`, {
      headers: {
        authorization: `Bearer ${sessionStorage.getItem('user_jwt') ?? ''}`,
        [config.accessKeyHeader!]: config.accessKey!,
      },
    });
    const { data } = (await answer.json()) as {
      data: { account_currency_type: string; available_balance: string }[];
    };
    return data.find((account) => account.account_currency_type === wanted)?.available_balance ?? '';
  }, currency);
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};
