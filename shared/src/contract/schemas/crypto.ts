import * as v from 'valibot';
import { decimalString } from '../money';
import { flagSchema, idSchema, optId, optMoney, optText } from './wire';

/** A user's wallet for one coin. wallet_address null or '' means "not generated" (offer Generate Wallet). */
export const cryptoWalletSchema = v.looseObject({
  crypto_wallet_id: idSchema,
  crypto_id: optId,
  coin: optText,
  coin_code: v.string(),
  wallet_address: v.nullish(v.string()),
  network: optText,
  wallet_balance: optMoney,
  total_available: decimalString,
  total_unavailable: optMoney,
  /** Approved | Rejected | else Pending. */
  wallet_address_status: optText,
  /** Reason of the latest rejected address change, when the status is Rejected. */
  rejected_reason: optText,
});
export type CryptoWallet = v.InferOutput<typeof cryptoWalletSchema>;

/** Deposit / withdraw detail of one wallet (GetDepositDetails, GetWithdrawDetails). */
export const cryptoDetailSchema = v.looseObject({
  coincode: v.string(),
  coin: optText,
  coinaddress: v.nullish(v.string()),
  walletbalance: optMoney,
  available: optMoney,
  note: optText,
  wallet_id: optId,
  network: optText,
  minamount: optMoney,
  maxamount: optMoney,
  /** Network fee: a fixed amount when isfixed, otherwise a percentage. */
  feeamount: optMoney,
  isfixed: flagSchema,
  min_amount: optMoney,
  max_amount: optMoney,
});
export type CryptoDetail = v.InferOutput<typeof cryptoDetailSchema>;

export const withdrawPreviewSchema = v.looseObject({
  debit_amount: decimalString,
  credit_amount: decimalString,
  fees: decimalString,
  debit_currency: v.string(),
  credit_currency: v.string(),
});
export type WithdrawPreview = v.InferOutput<typeof withdrawPreviewSchema>;

export const cryptoTransferRowSchema = v.looseObject({
  transfer_id: idSchema,
  transaction_hash: optText,
  coin_code: v.string(),
  transfer_amount: decimalString,
  first_name: optText,
  last_name: optText,
  email_id: optText,
  image_64: optText,
  created_datetime: optText,
});
export type CryptoTransferRow = v.InferOutput<typeof cryptoTransferRowSchema>;

export const cryptoDepositRowSchema = v.looseObject({
  depositfund_id: idSchema,
  transaction_hash: optText,
  coin_code: v.string(),
  fund_amount: decimalString,
  withdraw_status: optText,
  created_datetime: optText,
});
export type CryptoDepositRow = v.InferOutput<typeof cryptoDepositRowSchema>;

export const cryptoWithdrawalRowSchema = v.looseObject({
  withdraw_tra_id: idSchema,
  transaction_hash: optText,
  coin_code: v.string(),
  withdraw_amount: decimalString,
  originalwithamount: optMoney,
  /** Site fee. */
  tenpercnt: optMoney,
  /** Network fee. */
  transaction_fees: optMoney,
  withdraw_status: optText,
  created_datetime: optText,
});
export type CryptoWithdrawalRow = v.InferOutput<typeof cryptoWithdrawalRowSchema>;

export const buySellRowSchema = v.looseObject({
  exchange_id: optId,
  transaction_hash: optText,
  created_datetime: optText,
  /** 'Buy' | 'Sell'. */
  exchange_type: v.string(),
  /** FIAT|CRYPTO, fiat code before the bar (spelt so on the wire). */
  exchnage_pair: v.string(),
  admin_reward: optMoney,
  fiat_amount: decimalString,
  crypto_amount: decimalString,
  transfer_status: optText,
  admin_transaction_hash: optText,
  admin_note: optText,
});
export type BuySellRow = v.InferOutput<typeof buySellRowSchema>;

export const swapRowSchema = v.looseObject({
  swap_id: optId,
  transaction_hash: optText,
  created_datetime: optText,
  from_amount: decimalString,
  coin_code: optText,
  from_coin: optText,
  from_coincode: optText,
  to_amount: decimalString,
  to_coin_code: optText,
  to_coin: optText,
  to_coincode: optText,
  admin_reward: optMoney,
  swap_status: optText,
});
export type SwapRow = v.InferOutput<typeof swapRowSchema>;

export const depositAddressRowSchema = v.looseObject({
  deposit_address_id: idSchema,
  user_acc_account_number: optText,
  wallet_address: optText,
  status: optText,
  created_datetime: optText,
});
export type DepositAddressRow = v.InferOutput<typeof depositAddressRowSchema>;

export const withdrawAddressRowSchema = v.looseObject({
  withdraw_address_id: idSchema,
  user_acc_account_number: optText,
  wallet_address: optText,
  user_crypto_wallets_crypto_fk: optId,
  account_id: optId,
  created_datetime: optText,
});
export type WithdrawAddressRow = v.InferOutput<typeof withdrawAddressRowSchema>;

/** One quote of the /crypto ticker strip; change_percent is against the same minute a day earlier. */
export const tickerQuoteSchema = v.looseObject({
  symbol: v.string(),
  label: v.string(),
  price: decimalString,
  change_percent: v.optional(v.string(), '0'),
});
export type TickerQuote = v.InferOutput<typeof tickerQuoteSchema>;
