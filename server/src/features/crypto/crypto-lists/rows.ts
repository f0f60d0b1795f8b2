import { wireDate } from '../../../db/wire';
import { shown } from '../../../lib/ledger-accounts';
import type { CryptoLists } from './queries';

const s8 = (amount: string) => shown(amount, 'BTC');
type Row<K extends keyof CryptoLists> = Awaited<ReturnType<CryptoLists[K]>>['rows'][number];
type FiatAccount = { id: number; accountNumber: string | null } | undefined;

/** A transfer as the caller sees it: sent ones negative, with the sender's name. */
export const transferRow =
  (userId: number) =>
  ({ t, from }: Row<'transfer_array'>) => ({
    transfer_id: String(t.id),
    transaction_hash: t.reference,
    coin_code: t.coinCode,
    transfer_amount: s8(t.userId === userId ? `-${t.amount}` : t.amount),
    first_name: from.firstName,
    last_name: from.lastName,
    email_id: from.email,
    image_64: from.imageFile,
    created_datetime: wireDate(t.createdAt),
  });

export const withdrawalRow = (w: Row<'withdrawtransaction'>) => ({
  withdraw_tra_id: String(w.id),
  transaction_hash: w.transactionHash ?? w.reference,
  coin_code: w.coinCode,
  withdraw_amount: s8(w.withdrawAmount),
  originalwithamount: s8(w.originalAmount),
  tenpercnt: s8(w.tenpercnt),
  transaction_fees: s8(w.transactionFees),
  withdraw_status: w.status,
  created_datetime: wireDate(w.createdAt),
});

export const tradeRow = (e: Row<'buyselltra'>) => ({
  exchange_id: String(e.id),
  transaction_hash: e.reference,
  created_datetime: wireDate(e.createdAt),
  exchange_type: e.exchangeType,
  exchnage_pair: e.exchnagePair,
  admin_reward: s8(e.adminReward),
  fiat_amount: shown(e.fiatAmount, 'USD'),
  crypto_amount: s8(e.cryptoAmount),
  transfer_status: e.status,
  admin_transaction_hash: e.adminTransactionHash,
  admin_note: e.adminNote,
});

export const swapRow = (w: Row<'swaptra'>) => ({
  swap_id: String(w.id),
  transaction_hash: w.reference,
  created_datetime: wireDate(w.createdAt),
  from_amount: s8(w.fromAmount),
  coin_code: w.fromCoin,
  from_coin: w.fromCoin,
  from_coincode: w.fromCoin,
  to_amount: s8(w.toAmount),
  to_coin_code: w.toCoin,
  to_coin: w.toCoin,
  to_coincode: w.toCoin,
  admin_reward: s8(w.adminReward),
  swap_status: w.status,
});

export const depositRow = (d: Row<'deposittransaction'>) => ({
  depositfund_id: String(d.id),
  transaction_hash: d.transactionHash ?? d.reference,
  coin_code: d.coinCode,
  fund_amount: s8(d.amount),
  withdraw_status: d.status,
  created_datetime: wireDate(d.createdAt),
});

export const depositAddressRow = (number: string) => (a: Row<'depoaddress'>) => ({
  deposit_address_id: String(a.id),
  user_acc_account_number: number,
  wallet_address: a.walletAddress,
  status: a.status,
  created_datetime: wireDate(a.createdAt),
});

export const withdrawAddressRow = (fiat: FiatAccount) => (a: Row<'withaddress'>) => ({
  withdraw_address_id: String(a.id),
  user_acc_account_number: fiat?.accountNumber ?? '',
  wallet_address: a.walletAddress,
  user_crypto_wallets_crypto_fk: String(a.walletId),
  account_id: fiat ? String(fiat.id) : null,
  created_datetime: wireDate(a.createdAt),
});
