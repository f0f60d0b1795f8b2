import { desc, eq, or } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { cryptoAddresses, cryptoDeposits, cryptoTransfers, cryptoWithdrawals, exchangeOrders, swapOrders, users } from '../../db/schema/index';
import { wireDate } from '../../db/wire';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { accountsOf, shown } from '../../lib/ledger-accounts';

const s8 = (amount: string) => shown(amount, 'BTC');

/** The seven lists of the crypto transactions page. Transfers show the counter-party (sent and received). */
export const getAllCryptoTransactionHandler = defineHandler(endpoints['cryptoExchange.getAllCryptoTransaction'], async ({ db, userId }) => {
  const fiat = await accountsOf(db, userId, 'fiat');
  const number = fiat[0]?.accountNumber ?? '';
  const transfers = await db.select({ t: cryptoTransfers, from: users }).from(cryptoTransfers).innerJoin(users, eq(users.id, cryptoTransfers.userId))
    .where(or(eq(cryptoTransfers.userId, userId), eq(cryptoTransfers.toUserId, userId))).orderBy(desc(cryptoTransfers.id));
  const withdrawals = await db.select().from(cryptoWithdrawals).where(eq(cryptoWithdrawals.userId, userId)).orderBy(desc(cryptoWithdrawals.id));
  const deposits = await db.select().from(cryptoDeposits).where(eq(cryptoDeposits.userId, userId)).orderBy(desc(cryptoDeposits.id));
  const exchanges = await db.select().from(exchangeOrders).where(eq(exchangeOrders.userId, userId)).orderBy(desc(exchangeOrders.id));
  const swaps = await db.select().from(swapOrders).where(eq(swapOrders.userId, userId)).orderBy(desc(swapOrders.id));
  const addresses = await db.select().from(cryptoAddresses).where(eq(cryptoAddresses.userId, userId)).orderBy(desc(cryptoAddresses.id));
  return ok({
    transfer_array: transfers.map(({ t, from }) => ({
      transfer_id: String(t.id), transaction_hash: t.reference, coin_code: t.coinCode, transfer_amount: s8(t.userId === userId ? `-${t.amount}` : t.amount),
      first_name: from.firstName, last_name: from.lastName, email_id: from.email, image_64: from.imageFile, created_datetime: wireDate(t.createdAt),
    })),
    withdrawtransaction: withdrawals.map((w) => ({
      withdraw_tra_id: String(w.id), transaction_hash: w.transactionHash ?? w.reference, coin_code: w.coinCode, withdraw_amount: s8(w.withdrawAmount),
      originalwithamount: s8(w.originalAmount), tenpercnt: s8(w.tenpercnt), transaction_fees: s8(w.transactionFees), withdraw_status: w.status, created_datetime: wireDate(w.createdAt),
    })),
    buyselltra: exchanges.map((e) => ({
      exchange_id: String(e.id), transaction_hash: e.reference, created_datetime: wireDate(e.createdAt), exchange_type: e.exchangeType, exchnage_pair: e.exchnagePair,
      admin_reward: s8(e.adminReward), fiat_amount: shown(e.fiatAmount, 'USD'), crypto_amount: s8(e.cryptoAmount), transfer_status: e.status,
      admin_transaction_hash: e.adminTransactionHash, admin_note: e.adminNote,
    })),
    swaptra: swaps.map((w) => ({
      swap_id: String(w.id), transaction_hash: w.reference, created_datetime: wireDate(w.createdAt), from_amount: s8(w.fromAmount), coin_code: w.fromCoin, from_coin: w.fromCoin,
      from_coincode: w.fromCoin, to_amount: s8(w.toAmount), to_coin_code: w.toCoin, to_coin: w.toCoin, to_coincode: w.toCoin, admin_reward: s8(w.adminReward), swap_status: w.status,
    })),
    deposittransaction: deposits.map((d) => ({ depositfund_id: String(d.id), transaction_hash: d.transactionHash ?? d.reference, coin_code: d.coinCode, fund_amount: s8(d.amount), withdraw_status: d.status, created_datetime: wireDate(d.createdAt) })),
    depoaddress: addresses.filter((a) => a.direction === 'deposit').map((a) => ({ deposit_address_id: String(a.id), user_acc_account_number: number, wallet_address: a.walletAddress, status: a.status, created_datetime: wireDate(a.createdAt) })),
    withaddress: addresses.filter((a) => a.direction === 'withdraw').map((a) => ({
      withdraw_address_id: String(a.id), user_acc_account_number: number, wallet_address: a.walletAddress, user_crypto_wallets_crypto_fk: String(a.walletId), account_id: fiat[0] ? String(fiat[0].id) : null, created_datetime: wireDate(a.createdAt),
    })),
  });
});
