import { PROVIDER_BANK, providerIban, routingNumberFor } from '../domain/provider';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { ledgerAccounts } from '../db/schema/index';
import { houseAccount } from '../ledger/house-accounts';
import { move } from '../ledger/ledger';

const FIAT = { USD: '25000.00', EUR: '18000.00' } as const;
const IBAN = { USD: '12000.00', EUR: '9500.00' } as const;
const CRYPTO = {
  BTC: '0.75000000',
  ETH: '6.50000000',
  USDT: '5000.00000000',
  USDC: '2500.00000000',
} as const;
/** BTC and ETH get an address; USDT and USDC stay without one so "Generate Wallet" can be shown. */
const ADDRESSES: Record<string, () => string> = {
  BTC: () => `bc1q${randomBytes(19).toString('hex')}`,
  ETH: () => `0x${randomBytes(20).toString('hex')}`,
};

/** Every balance is created through the ledger: deposits from the external clearing house account. */
const deposit = async (tx: Tx, accountId: number, currency: string, amount: string, label: string) => {
  const external = await houseAccount(tx, 'external', currency);
  await move(tx, {
    from: external,
    to: accountId,
    amount,
    kind: 'seed-deposit',
    reference: `SEED-${label}-${accountId}`,
  });
};

export const fundDemoUser = async (tx: Tx, userId: number, name: string): Promise<void> => {
  const accounts = await tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.ownerUserId, userId));
  for (const account of accounts) {
    if (account.kind === 'fiat' && account.currency in FIAT)
      await deposit(tx, account.id, account.currency, FIAT[account.currency as keyof typeof FIAT], 'FIAT');
    if (account.kind === 'crypto' && account.currency in CRYPTO) {
      await deposit(
        tx,
        account.id,
        account.currency,
        CRYPTO[account.currency as keyof typeof CRYPTO],
        'CRYPTO',
      );
      const address = ADDRESSES[account.currency]?.();
      if (address)
        await tx
          .update(ledgerAccounts)
          .set({ walletAddress: address, walletAddressStatus: 'Approved' })
          .where(eq(ledgerAccounts.id, account.id));
    }
  }
  for (const currency of ['USD', 'EUR'] as const) {
    const [iban] = await tx
      .insert(ledgerAccounts)
      .values({
        ownerUserId: userId,
        kind: 'iban',
        currency,
        name: `${name} IBAN ${currency}`,
        accountNumber: `IB${currency}${String(userId).padStart(8, '0')}`,
        ibanNumber: providerIban(String(userId)),
        routingNumber: routingNumberFor(currency),
        swiftCode: PROVIDER_BANK.bic,
        bankName: PROVIDER_BANK.bankName,
      })
      .returning({ id: ledgerAccounts.id });
    await deposit(tx, iban!.id, currency, IBAN[currency], 'IBAN');
  }
};

export const walletOf = async (tx: Tx, userId: number, kind: string, currency: string) =>
  (
    await tx
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.ownerUserId, userId),
          eq(ledgerAccounts.kind, kind),
          eq(ledgerAccounts.currency, currency),
        ),
      )
  )[0];
