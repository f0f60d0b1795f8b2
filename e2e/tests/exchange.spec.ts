import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { BackOffice } from '../pages/back-office';
import { englishOnlyTexts, expectNoEnglish } from '../pages/english-texts';
import { ExchangePage, apiSession, exchangeLocales, units } from '../pages/exchange';
import { chooseLanguage, ShellPage, signIn } from '../pages/shell';
import { WalletsCryptoPage } from '../pages/wallets-crypto';
import { TotpClock } from '../pages/wallets-transfers';
import { downloadBy } from '../pages/download';

// Buy with the authenticator (totp@), sell with SMS (sms@), swap with no second factor (personal@), each through
// the real server, balances read on the screen before and after.
const SMS_PHONE = '+445550000011';

// The server takes an authenticator code once: every code comes from the clock all specs share.
const clock = new TotpClock();

const codeCount = async (office: BackOffice) => (await office.outbox(SMS_PHONE)).filter((m) => m.code).length;
const nextCode = async (office: BackOffice, before: number) => {
  await expect.poll(() => codeCount(office)).toBeGreaterThan(before);
  return office.lastCode(SMS_PHONE);
};

test.describe('exchange: buy, sell, swap', () => {
  test('buy with the authenticator: a limit message first, then the quote, the code and the balances', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const shell = new ShellPage(page);
    await shell.openLogin();
    await shell.fillLogin('totp@demo.portal');
    const login = page.getByRole('dialog');
    await login.getByRole('textbox').fill(await clock.next(page));
    await login.getByRole('button', { name: 'Submit' }).click();
    await expect(shell.menu()).toBeVisible();

    const x = new ExchangePage(page);
    await x.open();
    await x.choose(x.select('buy', 'Crypto'), 'BTC');
    await x.choose(x.select('buy', 'Account'), 'USD');
    await expect(x.form('buy').locator('[data-limits]')).toContainText('Minimum 10.00 USD');
    await x.amount('buy').fill('1');
    await expect(x.amount('buy')).toHaveValue('1');
    await x.submitForm('buy').click();
    await expect(x.form('buy').getByText('Minimum Amount is 10 USD')).toBeVisible();

    const btcBefore = await x.shownBalance(x.select('buy', 'Crypto'), 'BTC');
    const usdBefore = await x.shownBalance(x.select('buy', 'Account'), 'USD');
    await x.amount('buy').fill('100');
    await x.submitForm('buy').click();
    const quote = x.dialog('Buy Order Details');
    await expect(quote.getByText(/^This price holds for \d+ s\.$/)).toBeVisible();
    await expect(quote.getByText('Platform bank account')).toBeVisible();
    await expect(quote.getByRole('button', { name: 'Copy account number' })).toBeVisible();
    // The provider's USD account: its number, routing (ABA) number and BIC are three different values.
    expect(await x.rowValue(quote, 'Account Number')).toBe('31926827');
    expect(await x.rowValue(quote, 'Routing Number')).toBe('026073150');
    expect(await x.rowValue(quote, 'Swift Code')).toBe('PORTGB2L');
    expect(await x.rowValue(quote, 'IBAN')).toBe('GB70 PORT 6016 1331 9268 27');
    expect(await x.rowValue(quote, 'Order Amount')).toBe('$ 100.00');
    const credit = units(await x.rowValue(quote, 'Credit Amount'));
    await quote.getByRole('button', { name: 'Submit' }).click();

    const code = page.getByRole('dialog').filter({ has: page.getByLabel(/google authetication code/i) });
    await expect(code).toBeVisible();
    await code.getByRole('textbox').fill(await clock.next(page));
    await code.getByRole('button', { name: 'Submit' }).click();
    const success = x.dialog('Buy Crypto Transaction Success');
    await expect(success).toBeVisible({ timeout: 15_000 });
    await expect(success.getByText(/^BY[0-9A-Z]+$/)).toBeVisible();
    for (const link of ['New order', 'Dashboard', 'Transaction List'])
      await expect(success.getByRole('link', { name: link })).toBeVisible();
    await success.getByText('Close', { exact: true }).click();
    await expect.poll(() => x.shownBalance(x.select('buy', 'Crypto'), 'BTC')).toBe(btcBefore + credit);
    await expect
      .poll(() => x.shownBalance(x.select('buy', 'Account'), 'USD'))
      .toBe(usdBefore - 100n * 100_000_000n);
  });

  test('sell with an SMS code from the outbox, after a minimum refused in coin units', async ({
    page,
    request,
  }) => {
    const office = new BackOffice(request);
    const shell = new ShellPage(page);
    await shell.openLogin();
    const before = await codeCount(office);
    await shell.fillLogin('sms@demo.portal');
    const login = page.getByRole('dialog');
    await login.getByRole('textbox').fill(await nextCode(office, before));
    await login.getByRole('button', { name: 'Submit' }).click();
    await expect(shell.menu()).toBeVisible();

    const x = new ExchangePage(page);
    await x.open();
    await x.tab('Sell').click();
    await x.choose(x.select('sell', 'Crypto'), 'BTC');
    await x.choose(x.select('sell', 'Account'), 'USD');
    await expect(x.form('sell').locator('[data-limits]')).toContainText('Minimum');
    await x.amount('sell').fill('0.00000001');
    await x.submitForm('sell').click();
    await expect(x.form('sell').getByText(/^Minimum Amount is 0\.000\d+ BTC$/)).toBeVisible();

    const btcBefore = await x.shownBalance(x.select('sell', 'Crypto'), 'BTC');
    const usdBefore = await x.shownBalance(x.select('sell', 'Account'), 'USD');
    await x.amount('sell').fill('0.01');
    await x.submitForm('sell').click();
    const quote = x.dialog('Sell Order Details');
    expect(await x.rowValue(quote, 'Order Amount')).toBe('0.01000000 BTC');
    const credit = units(await x.rowValue(quote, 'Credit Amount'));
    const sent = await codeCount(office);
    await quote.getByRole('button', { name: 'Submit' }).click();

    const sms = page
      .getByRole('dialog')
      .filter({ hasText: 'An OTP has been sent to your registered mobile number.' });
    await expect(sms).toBeVisible();
    await expect(sms.getByRole('button', { name: 'Resend' })).toBeVisible();
    await sms.getByRole('textbox').fill(await nextCode(office, sent));
    await sms.getByRole('button', { name: 'Submit' }).click();
    const success = x.dialog('Sell Crypto Transaction Success');
    await expect(success).toBeVisible({ timeout: 15_000 });
    await success.getByText('Close', { exact: true }).click();
    await expect.poll(() => x.shownBalance(x.select('sell', 'Crypto'), 'BTC')).toBe(btcBefore - 1_000_000n);
    await expect.poll(() => x.shownBalance(x.select('sell', 'Account'), 'USD')).toBe(usdBefore + credit);
  });

  test('swap without a second factor: same coin and a maximum refused, then a double click trades once', async ({
    page,
  }) => {
    await signIn(page, 'personal@demo.portal');
    const x = new ExchangePage(page);
    await x.open();
    await x.tab('Swap').click();
    await x.choose(x.select('swap', 'From'), 'BTC');
    await x.choose(x.select('swap', 'To'), 'BTC');
    await expect(x.form('swap').locator('[data-limits]')).toContainText('Minimum');
    await x.amount('swap').fill('0.01');
    await x.submitForm('swap').click();
    await expect(x.form('swap').getByText('Please Select Diffrent Crypto Currency for Swap')).toBeVisible();
    await x.choose(x.select('swap', 'To'), 'ETH');
    await x.amount('swap').fill('100');
    await x.submitForm('swap').click();
    await expect(x.form('swap').getByText(/^Maximum Amount is \d+\.\d+ BTC$/)).toBeVisible();

    const btcBefore = await x.shownBalance(x.select('swap', 'From'), 'BTC');
    const ethBefore = await x.shownBalance(x.select('swap', 'To'), 'ETH');
    await x.amount('swap').fill('0.01');
    await x.submitForm('swap').click();
    const quote = x.dialog('Transaction Details');
    await expect(quote.getByText('Total Deduction')).toBeVisible();
    const collected = units(await x.rowValue(quote, 'Amount Collected'));
    await quote.getByRole('button', { name: 'Submit' }).dblclick();
    const success = x.dialog('Swap Crypto Transaction Success');
    await expect(success).toBeVisible({ timeout: 15_000 });
    const reference = await x.rowValue(success, 'Reference Number');
    await success.getByText('Close', { exact: true }).click();
    await expect.poll(() => x.shownBalance(x.select('swap', 'From'), 'BTC')).toBe(btcBefore - 1_000_000n);
    expect(await x.shownBalance(x.select('swap', 'To'), 'ETH')).toBe(ethBefore + collected);
    await expect(x.swapTable().getByText(reference, { exact: true })).toHaveCount(1);
  });
});

test('a submit before the limits arrive gets the server refusal under the amount, keeping what was typed', async ({
  page,
}) => {
  await signIn(page, 'personal@demo.portal');
  await page.route('**/user/limits/getbaselimit', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  const x = new ExchangePage(page);
  await x.open();
  await x.choose(x.select('buy', 'Crypto'), 'BTC');
  await x.choose(x.select('buy', 'Account'), 'USD');
  await x.amount('buy').fill('1');
  await x.submitForm('buy').click();
  await expect(x.form('buy').getByText('Minimum Amount is 10 USD')).toBeVisible();
  await expect(x.amount('buy')).toHaveValue('1');
});

test.describe('exchange: statements and routes', () => {
  test('3 selected rows export a CSV of exactly those rows (formula cells neutralised) and a PDF', async ({
    page,
    request,
  }) => {
    const api = await apiSession(request, 'personal@demo.portal');
    const eur = (await api.get('user/account/getuseraccoundsbyid')).data.find(
      (a: { account_currency_type: string }) => a.account_currency_type === 'EUR',
    );
    const names = ['=SUM(1,2)', '-2+3', '@evil'];
    for (const [i, name] of names.entries()) {
      const wire = {
        account: eur.account_id_pk,
        swiftcode: 'DEUTDEFF',
        accountname: 'Deutsche Bank',
        address: 'Taunusanlage 12',
        country: 1,
        abatitle: '021000021',
        accountnumber: i === 0 ? '+4930123' : `DE8937040044053201300${i}`,
        customer_name: name,
        customer_address: 'Berlin',
        amount: '150',
        currancy: 'EUR',
      };
      expect(
        await api.post('user/outgoingtransfer/outgoingwire', wire, {
          'idempotency-key': crypto.randomUUID(),
        }),
      ).toMatchObject({ code: '200' });
    }
    await signIn(page, 'personal@demo.portal');
    await page.goto('/fiat-transactions');
    await expect(page.locator('[data-page="fiatTransactions"] h1')).toHaveText('Transactions');
    await page.getByLabel('Transaction Type').selectOption('OutgoingTransfers');
    const table = page.locator('[data-list-type="OutgoingTransfers"]');
    for (const name of names)
      await table.locator('tbody tr').filter({ hasText: name }).getByRole('checkbox').check();

    await page.getByRole('button', { name: 'Download Report' }).click();
    const csv = await downloadBy(page.getByRole('button', { name: 'CSV', exact: true }));
    expect(csv.suggestedFilename()).toBe('Outgoing Transactions.csv');
    const [heading, rowsPart] = readFileSync((await csv.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n\r\n');
    // Above the rows: the holder, the account and period the filters chose, and when it was generated.
    const me = (await api.get('user/getUserDetails')).data as { first_name: string; last_name: string };
    expect(heading!.split('\r\n').slice(0, 3)).toEqual([
      `"Account holder","${me.first_name} ${me.last_name}"`,
      '"Account","All accounts"',
      '"Period","All dates"',
    ]);
    expect(heading).toMatch(/"Generated at","\w+ \d{1,2}, \d{4} \d\d:\d\d:\d\d [AP]M"/);
    const lines = rowsPart!.trim().split(/\r?\n/);
    expect(lines).toHaveLength(1 + names.length);
    expect(lines[0]).toBe(
      '"Beneficiary Name","Account Number","Withdraw Amount","Currency","Order Amount","Site Fee","Status"',
    );
    // Amounts are numbers a spreadsheet sums, the currency beside them.
    for (const line of lines.slice(1)) expect(line).toMatch(/,"150\.00","EUR","\d+\.\d{2}","\d+\.\d{2}",/);
    for (const neutralised of ['"\'=SUM(1,2)"', '"\'-2+3"', '"\'@evil"', '"\'+4930123"'])
      expect(lines.join('\n')).toContain(neutralised);

    await page.getByRole('button', { name: 'Download Report' }).click();
    const pdf = await downloadBy(page.getByRole('button', { name: 'PDF', exact: true }));
    expect(pdf.suggestedFilename()).toBe('Outgoing Transactions.pdf');
    expect(
      readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // A date change gives new rows: the selection is cleared, nothing is exported.
    await page.getByLabel('From Date').fill('2000-01-01');
    await page.getByRole('button', { name: 'Download Report' }).click();
    await expect(page.getByRole('button', { name: 'CSV', exact: true })).toBeDisabled();
  });

  test('a deposit address outside the dropdown: ?type=DepositAddress, the eye opens the deposit page of that address', async ({
    page,
  }) => {
    await signIn(page, 'personal@demo.portal');
    const crypto = new WalletsCryptoPage(page);
    await crypto.open();
    const row = crypto.row('ETH');
    const generate = row.getByRole('button', { name: 'Generate Wallet ETH' });
    if (await generate.isVisible()) await generate.click();
    await expect(row.getByRole('button', { name: 'Refresh ETH' })).toBeVisible();
    const address = row.getByRole('cell').nth(2);
    await expect(address).toHaveText(/^0x[0-9a-f]{40}$/);
    const generated = (await address.textContent()) ?? '';

    await page.goto('/crypto-transactions?type=DepositAddress');
    await expect(page.getByLabel('Transaction Type')).toHaveValue('DepositAddress');
    await expect(
      page.locator('[data-list-type="DepositAddress"]').getByText('Deposit Addresses').first(),
    ).toBeVisible();
    await page.getByRole('button', { name: `Open deposit address ${generated}` }).click();
    await expect(page).toHaveURL(/\/wallets-deposit-transaction$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Crypto Deposit' })).toBeVisible();
    await expect(page.locator('[data-deposit-address]')).toHaveText(generated);
  });

  test('each route on direct load, and in French without English texts', async ({ page }) => {
    await signIn(page, 'personal@demo.portal');
    for (const [route, page_, title] of [
      ['/crypto-exchanges', 'cryptoExchanges', 'Crypto Exchange'],
      ['/fiat-transactions', 'fiatTransactions', 'Transactions'],
      ['/crypto-transactions', 'cryptoTransactions', 'Transactions'],
    ] as const) {
      await page.goto(route);
      await expect(page.locator(`[data-page="${page_}"] h1`)).toHaveText(title);
    }
    await expect(page.locator('[data-list-type="CryptoExchange"] tbody tr').first()).toBeVisible();

    const english = englishOnlyTexts(exchangeLocales());
    expect(english).toContain('Download Report');
    await chooseLanguage(page, 'fr');
    for (const [route, page_] of [
      ['/crypto-exchanges', 'cryptoExchanges'],
      ['/fiat-transactions', 'fiatTransactions'],
      ['/crypto-transactions', 'cryptoTransactions'],
    ] as const) {
      await page.goto(route);
      const screen = page.locator(`[data-page="${page_}"]`);
      await expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoEnglish(screen, english);
    }
  });
});
