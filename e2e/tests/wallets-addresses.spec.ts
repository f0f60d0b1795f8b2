import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../pages/shell';
import { WalletsCryptoPage } from '../pages/wallets-crypto';
import { WalletsFiatPage } from '../pages/wallets-fiat';

// Issue 14: real crypto addresses of every format are accepted, a typo caught by the checksum is refused with
// a clear message; amounts with more decimals than the currency are refused, not rounded.
const USER = 'corporate@demo.portal';

/** /crypto with an address for each coin (a withdrawal needs the sender's own wallet), Withdraw tab on coins[0]. */
const openWithdrawTab = async (page: Page, ...coins: string[]) => {
  const crypto = new WalletsCryptoPage(page);
  await crypto.open();
  for (const coin of coins) {
    const generate = crypto.row(coin).getByRole('button', { name: `Generate Wallet ${coin}` });
    if (await generate.isVisible()) await generate.click();
    await expect(crypto.row(coin).getByRole('button', { name: `Refresh ${coin}` })).toBeVisible();
  }
  await crypto.tab('Withdraw').click();
  await crypto.selectCoin(coins[0] ?? 'BTC');
  return crypto;
};

const tryAddress = async (page: Page, crypto: WalletsCryptoPage, address: string) => {
  await crypto.panel().getByLabel('Destination Wallet Address').fill(address);
  await crypto.panel().getByRole('button', { name: 'Withdraw' }).click();
};

test.describe('crypto withdrawal addresses', () => {
  for (const address of [
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', // bech32, 42 characters: refused before
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', // bech32m (Taproot)
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', // P2SH
  ]) {
    test(`BTC ${address.slice(0, 6)}… (${address.length} characters) is accepted and carried to the withdraw page`, async ({
      page,
    }) => {
      await signIn(page, USER);
      const crypto = await openWithdrawTab(page, 'BTC');
      await tryAddress(page, crypto, address);
      await expect(page).toHaveURL(/\/wallets-withdrawal-transaction$/, { timeout: 8_000 });
      await expect(page.getByLabel('Withdraw Address')).toHaveValue(address);
    });
  }

  test('checksum typos are refused with a clear message: BTC bech32 and base58, ETH EIP-55', async ({
    page,
  }) => {
    await signIn(page, USER);
    const crypto = await openWithdrawTab(page, 'BTC', 'ETH');
    const typo =
      'Please enter a valid wallet address: this BTC address contains a typo (its checksum does not match). Copy it again from the recipient.';
    await tryAddress(page, crypto, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr');
    await expect(crypto.panel().getByText(typo)).toBeVisible();
    await tryAddress(page, crypto, '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3');
    await expect(crypto.panel().getByText(typo)).toBeVisible();
    await tryAddress(page, crypto, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    await expect(
      crypto.panel().getByText('Please enter a valid wallet address: this is not a BTC address.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/crypto$/);

    await crypto.selectCoin('ETH');
    await tryAddress(page, crypto, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD');
    await expect(
      crypto
        .panel()
        .getByText(
          'Please enter a valid wallet address: this ETH address contains a typo (its checksum does not match). Copy it again from the recipient.',
        ),
    ).toBeVisible();
    await tryAddress(page, crypto, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    await expect(page).toHaveURL(/\/wallets-withdrawal-transaction$/, { timeout: 8_000 });
  });
});

test('an amount with more decimals than the currency is refused in the form, and nothing moves', async ({
  page,
}) => {
  await signIn(page, USER);
  const w = new WalletsFiatPage(page);
  await w.openFiat();
  const before = await w.walletBalance('EUR');
  await w.startWalletToIban('EUR', '1.12345678901234567890');
  await w.submitButton().click();
  await expect(w.dialog().getByText('Enter an amount with at most 2 decimals.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(w.dialog()).toHaveCount(0);
  expect(await w.walletBalance('EUR')).toBe(before);

  const crypto = await openWithdrawTab(page, 'BTC');
  await tryAddress(page, crypto, '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2');
  await expect(page).toHaveURL(/\/wallets-withdrawal-transaction$/, { timeout: 8_000 });
  await page.getByLabel('Amount (BTC)').fill('0.000000001');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Enter an amount with at most 8 decimals.')).toBeVisible();
});
