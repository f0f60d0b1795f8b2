import { and, eq, isNull } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { cryptoAddresses, ledgerAccounts, walletAddressRequests } from '../../db/schema/index';
import { ApiError } from '../../http/api-error';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { newReference, ownAccount } from '../../lib/ledger-accounts';
import { addressFor } from './wallets';

// bech32/bech32m addresses are 42–62 characters in practice (up to 90 allowed); the browser checks checksums.
const ADDRESS = /^(0x[0-9a-fA-F]{40}|(1|3)[1-9A-HJ-NP-Za-km-z]{24,38}|bc1[0-9a-z]{22,87})$/;

export const generateWalletAddressHandler = defineHandler(
  endpoints['cryptoExchange.generateUserWalletAddress'],
  async ({ db, userId, body }) => {
    const wallet = await ownAccount(db, userId, body.crypto_wallet_id, 'crypto');
    if (wallet.walletAddress) throw new ApiError('409', 'Your wallet address is already generated');
    const address = addressFor(wallet.id, userId);
    await db.transaction(async (tx) => {
      // Only a wallet still without an address (a concurrent second click changes nothing).
      const set = await tx
        .update(ledgerAccounts)
        .set({ walletAddress: address, network: wallet.network ?? 'ERC20' })
        .where(and(eq(ledgerAccounts.id, wallet.id), isNull(ledgerAccounts.walletAddress)))
        .returning({ id: ledgerAccounts.id });
      if (set.length)
        await tx.insert(cryptoAddresses).values({
          userId,
          walletId: wallet.id,
          direction: 'deposit',
          walletAddress: address,
          status: 'Pending',
        });
    });
    return done('Wallet address generated successfully');
  },
);

/** A change request reviewed by the team (CLI `wallet-address`); refused once the address is Approved. */
export const updateWalletAddressHandler = defineHandler(
  endpoints['cryptoExchange.updateUserWalletAddress'],
  async ({ db, userId, body }) => {
    const wallet = await ownAccount(db, userId, body.crypto_wallet_id, 'crypto');
    if (wallet.walletAddressStatus === 'Approved')
      throw new ApiError(
        '400',
        "You can't update your wallet address. because your wallet address is already approved by admin",
      );
    if (!ADDRESS.test(body.wallet_address)) throw new ApiError('400', 'Please enter a valid wallet address');
    await db.transaction(async (tx) => {
      await tx.insert(walletAddressRequests).values({
        userId,
        reference: newReference('WAR'),
        walletId: wallet.id,
        walletAddress: body.wallet_address,
        network: body.network,
      });
      await tx
        .update(ledgerAccounts)
        .set({ walletAddressStatus: 'Pending' })
        .where(eq(ledgerAccounts.id, wallet.id));
    });
    return done('Your wallet address update request was submitted');
  },
);
