import { and, eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import type { Executor } from '../../db/client';
import { cryptoAddresses } from '../../db/schema/index';
import { networkFeeOf } from '../../domain/fees';
import { cryptoBaseLimits } from '../../domain/limits';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { type LedgerAccount, available, ownAccount, shown } from '../../lib/ledger-accounts';
import { type MessageLanguage, translateMessage } from '../../i18n/translate-message';
import { coinNames, needAddress } from './wallets';

const ETH_GAS_NOTE = 'ETH gas fee: 0.00262168 ETH is needed for ETH/ERC20 transactions.';

/** What to send to the address, in the caller's language; the ETH gas sentence only for tokens on Ethereum. */
const depositNote = (w: LedgerAccount, language: MessageLanguage): string => {
  const network = w.network ?? 'ERC20';
  const only = translateMessage(`Send only ${w.currency} (${network}) to this address.`, language);
  return /erc\s?20/i.test(network) ? `${only} ${translateMessage(ETH_GAS_NOTE, language)}` : only;
};

const detail = async (db: Executor, w: LedgerAccount, language: MessageLanguage) => {
  const limits = await cryptoBaseLimits(db, w.currency);
  const fee = await networkFeeOf(db, w.currency);
  return {
    coincode: w.currency,
    coin: (await coinNames(db)).get(w.currency) ?? w.currency,
    coinaddress: w.walletAddress,
    walletbalance: shown(w.balance, w.currency),
    available: shown(available(w), w.currency),
    wallet_id: String(w.id),
    network: w.network ?? 'ERC20',
    minamount: limits.mininternallimit,
    maxamount: limits.maxinternallimit,
    min_amount: limits.mininternallimit,
    max_amount: limits.maxinternallimit,
    feeamount: fee.feeamount,
    isfixed: fee.isfixed,
    note: depositNote(w, language),
  };
};

export const getDepositDetailsHandler = defineHandler(
  endpoints['cryptoExchange.getDepositDetails'],
  async ({ db, userId, body, language }) => {
    const wallet = await ownAccount(db, userId, body.depoid, 'crypto');
    needAddress(wallet);
    return ok(await detail(db, wallet, language));
  },
);

/** Also remembers the destination as one of the user's withdraw addresses (the withaddress list). */
export const getWithdrawDetailsHandler = defineHandler(
  endpoints['cryptoExchange.getWithdrawDetails'],
  async ({ db, userId, body, language }) => {
    const wallet = await ownAccount(db, userId, body.crypto_wallet_id, 'crypto');
    needAddress(wallet);
    const where = and(
      eq(cryptoAddresses.userId, userId),
      eq(cryptoAddresses.walletId, wallet.id),
      eq(cryptoAddresses.direction, 'withdraw'),
      eq(cryptoAddresses.walletAddress, body.withaddress),
    );
    // createdAt marks the latest choice: withdraw_preview binds the SMS code to that address.
    const touched = await db
      .update(cryptoAddresses)
      .set({ createdAt: new Date() })
      .where(where)
      .returning({ id: cryptoAddresses.id });
    if (!touched.length)
      await db.insert(cryptoAddresses).values({
        userId,
        walletId: wallet.id,
        direction: 'withdraw',
        walletAddress: body.withaddress,
        status: 'Inactive',
      });
    return ok({ ...(await detail(db, wallet, language)), coinaddress: body.withaddress });
  },
);
