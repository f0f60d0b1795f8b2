import { and, eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { cryptoDeposits } from '../../db/schema/index';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { ownAccount } from '../../lib/ledger-accounts';
import { creditCryptoDeposit } from './credit-deposit';

/** Asks "the chain" for news: deposits detected on the wallet's address (CLI `crypto-deposit`) are credited. */
export const refreshWalletBalanceHandler = defineHandler(
  endpoints['cryptoExchange.refreshUserWalletBalance'],
  async ({ db, userId, body }) => {
    const wallet = await ownAccount(db, userId, body.crypto_wallet_id, 'crypto');
    const pending = await db
      .select({ id: cryptoDeposits.id })
      .from(cryptoDeposits)
      .where(
        and(
          eq(cryptoDeposits.walletId, wallet.id),
          eq(cryptoDeposits.userId, userId),
          eq(cryptoDeposits.status, 'Pending'),
        ),
      );
    let credited = 0;
    for (const row of pending) if (await creditCryptoDeposit(db, row.id)) credited += 1;
    return done(credited ? `${credited} deposit(s) credited` : 'Your wallet balance is up to date');
  },
);
