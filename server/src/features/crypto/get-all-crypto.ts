import { and, desc, eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import type { Executor } from '../../db/client';
import { walletAddressRequests } from '../../db/schema/index';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { modesOf } from '../../security/second-factor';
import { accountsOf, available, shown } from '../../lib/ledger-accounts';
import { coinNames, walletRow } from './wallets';

/** The reason of the latest rejected address request per wallet (the update modal shows it when Rejected). */
const rejectedReasons = async (db: Executor, userId: number): Promise<Map<number, string | null>> => {
  const rows = await db
    .select({ walletId: walletAddressRequests.walletId, reason: walletAddressRequests.rejectedReason })
    .from(walletAddressRequests)
    .where(and(eq(walletAddressRequests.userId, userId), eq(walletAddressRequests.status, 'Rejected')))
    .orderBy(desc(walletAddressRequests.createdAt));
  const reasons = new Map<number, string | null>();
  for (const row of rows) if (!reasons.has(row.walletId)) reasons.set(row.walletId, row.reason);
  return reasons;
};

/** Wallets, fiat account summaries and the second-factor mode of crypto withdraw/transfer (otp). */
export const getAllCryptoHandler = defineHandler(
  endpoints['cryptoExchange.getAllCrypto'],
  async ({ db, userId }) => {
    const names = await coinNames(db);
    const wallets = await accountsOf(db, userId, 'crypto');
    const fiat = await accountsOf(db, userId, 'fiat');
    const reasons = await rejectedReasons(db, userId);
    return ok({
      otp: (await modesOf(db, userId)).otp,
      accounts: fiat.map((a) => ({
        account_id_pk: String(a.id),
        account_currency_type: a.currency,
        account_balance: shown(a.balance, a.currency),
        available_balance: shown(available(a), a.currency),
        account_name: a.name,
        account_number: a.accountNumber,
      })),
      usercryptowallet: wallets.map((w) => ({
        ...walletRow(w, names),
        rejected_reason: w.walletAddressStatus === 'Rejected' ? (reasons.get(w.id) ?? null) : null,
      })),
    });
  },
);
