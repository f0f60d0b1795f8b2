import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { adminBankAccounts, settings } from '../db/schema/index';
import { networkFeeKey } from '../domain/fees';
import { providerClientAccounts } from '../domain/provider';

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
  // One row per currency, kept equal to domain/provider (the answers read their details from there; the copy in
  // the table is what an operator's SQL sees). Ids stay: deposits name their admin account by id.
  for (const account of providerClientAccounts()) {
    const values = {
      accountName: account.accountName,
      accountNumber: account.accountNumber,
      routingNumber: account.routingNumber,
      swiftCode: account.swiftCode,
      bankName: account.bankName,
      currency: account.currency,
    };
    const updated = await db
      .update(adminBankAccounts)
      .set(values)
      .where(eq(adminBankAccounts.currency, account.currency))
      .returning({ id: adminBankAccounts.id });
    if (updated.length === 0) await db.insert(adminBankAccounts).values(values);
  }
};
