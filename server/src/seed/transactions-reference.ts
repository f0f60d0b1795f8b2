import type { Executor } from '../db/client';
import { adminBankAccounts, settings } from '../db/schema/index';
import { networkFeeKey } from '../domain/fees';

/** Network fees per coin: a fixed amount in the coin (isfixed 1) or a percentage (isfixed 0). */
const NETWORK_FEES: Record<string, [string, string]> = {
  BTC: ['0.0002', '1'],
  ETH: ['0.00262168', '1'],
  USDT: ['0.5', '0'],
  USDC: ['0.5', '0'],
};

/** What the spec-02 flows need besides the generic settings: the provider's bank accounts and network fees. */
export const seedWalletReference = async (db: Executor): Promise<void> => {
  const values = Object.entries(NETWORK_FEES).flatMap(([coin, [fee, fixed]]) => [
    { key: networkFeeKey(coin), value: fee },
    { key: `${networkFeeKey(coin)}.isfixed`, value: fixed },
  ]);
  await db.insert(settings).values(values).onConflictDoNothing();
  const existing = await db.select({ id: adminBankAccounts.id }).from(adminBankAccounts).limit(1);
  if (existing.length) return;
  await db.insert(adminBankAccounts).values([
    {
      accountName: 'Portal Payments Ltd – Client Funds EUR',
      accountNumber: 'GB29PORT60161331926819',
      routingNumber: 'PORTGB2LXXX',
      swiftCode: 'PORTGB2L',
      bankName: 'Portal Payments Ltd',
      currency: 'EUR',
    },
    {
      accountName: 'Portal Payments Ltd – Client Funds USD',
      accountNumber: '026073150',
      routingNumber: '026073150',
      swiftCode: 'PORTUS33',
      bankName: 'Portal Payments Inc.',
      currency: 'USD',
    },
  ]);
};
