import { eq } from 'drizzle-orm';
import { quoteOf } from '../src/adapters/market-prices';
import { walletAddressCommand } from '../src/cli/commands/wallet-address';
import { walletAddressRequests } from '../src/db/schema/index';
import { useHarness } from './support/harness';
import { accountOf, funded, get, post, prepare } from './wallets-kit';

const h = useHarness();
beforeEach(() => prepare(h));

test('ticker: the five symbols of the /crypto strip, deterministic per minute, 8-decimal prices', async () => {
  const { token } = await funded(h);
  const answer = (await get(h, token, 'user/cryptoexchange/getticker')).json;
  expect(answer.code).toBe('200');
  expect(answer.data.map((q: { label: string }) => q.label)).toEqual([
    'S&P 500',
    'Nasdaq 100',
    'EUR/USD',
    'BTC/USD',
    'ETH/USD',
  ]);
  for (const quote of answer.data) {
    expect(quote.price).toMatch(/^\d+\.\d{8}$/);
    expect(quote.change_percent).toMatch(/^-?\d+\.\d{2}$/);
  }
  const at = new Date(Date.UTC(2026, 0, 1, 12, 0));
  expect(quoteOf('SPX', at)).toBe(quoteOf('SPX', new Date(at.getTime() + 30_000)));
  expect(quoteOf('EURUSD', at)).toBe('1.08695652');
});

test('GetAllCrypto carries the rejected reason of a rejected address change', async () => {
  const { user, token } = await funded(h);
  const usdc = await accountOf(h, user.id, 'crypto', 'USDC');
  const body = {
    crypto_wallet_id: String(usdc.id),
    wallet_address: `0x${'cd'.repeat(20)}`,
    network: 'ERC20',
  };
  expect((await post(h, token, 'user/cryptoexchange/updateUserWalletAddress', body)).json.code).toBe('200');
  const [request] = await h.database.db
    .select()
    .from(walletAddressRequests)
    .where(eq(walletAddressRequests.userId, user.id));
  await walletAddressCommand.run(h.database.db, ['reject', String(request!.id), 'Unknown', 'network']);
  const wallets = (await get(h, token, 'user/cryptoexchange/GetAllCrypto')).json.data.usercryptowallet;
  const row = wallets.find((w: { coin_code: string }) => w.coin_code === 'USDC');
  expect(row).toMatchObject({ wallet_address_status: 'Rejected', rejected_reason: 'Unknown network' });
  expect(wallets.find((w: { coin_code: string }) => w.coin_code === 'BTC').rejected_reason).toBeNull();
});
