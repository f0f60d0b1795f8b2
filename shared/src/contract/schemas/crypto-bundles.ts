import * as v from 'valibot';
import {
  buySellRowSchema,
  cryptoDepositRowSchema,
  cryptoTransferRowSchema,
  cryptoWalletSchema,
  cryptoWithdrawalRowSchema,
  depositAddressRowSchema,
  swapRowSchema,
  withdrawAddressRowSchema,
} from './crypto';
import { accountSummarySchema } from './fiat';
import { listOf, optList, optMoney, optText, secondFactorModeSchema } from './wire';

/** GetAllCrypto data: the wallets, the accounts and the second-factor mode of crypto withdraw/transfer. */
export const cryptoAccountsDataSchema = v.looseObject({
  otp: secondFactorModeSchema,
  accounts: optList(accountSummarySchema),
  usercryptowallet: listOf(cryptoWalletSchema),
});
export type CryptoAccountsData = v.InferOutput<typeof cryptoAccountsDataSchema>;

/** GetAllCryptoExchange data (the cards area reads only usercryptowallet, the dashboard the two lists). */
export const cryptoExchangeDataSchema = v.looseObject({
  accounts: optList(accountSummarySchema),
  usercryptowallet: listOf(cryptoWalletSchema),
  buyselltra: optList(buySellRowSchema),
  swaptra: optList(swapRowSchema),
  buyotp: secondFactorModeSchema,
  sellotp: secondFactorModeSchema,
  swapotp: secondFactorModeSchema,
});
export type CryptoExchangeData = v.InferOutput<typeof cryptoExchangeDataSchema>;

/** GetAllCryptoTransaction data: the seven lists of the crypto transactions page (design: inside `data`,
 * like the GetAllCryptoExchange lists; a missing list is empty). */
export const cryptoTransactionsDataSchema = v.looseObject({
  transfer_array: optList(cryptoTransferRowSchema),
  withdrawtransaction: optList(cryptoWithdrawalRowSchema),
  buyselltra: optList(buySellRowSchema),
  swaptra: optList(swapRowSchema),
  deposittransaction: optList(cryptoDepositRowSchema),
  depoaddress: optList(depositAddressRowSchema),
  withaddress: optList(withdrawAddressRowSchema),
});
export type CryptoTransactionsData = v.InferOutput<typeof cryptoTransactionsDataSchema>;

/** Result of withdrawsubmit and submitTransfer: success fields or error fields. */
export const cryptoResultSchema = v.looseObject({
  success_display_amount: optMoney,
  success_display_refno: optText,
  success_display_toaccount: optText,
  success_display_details: optText,
  success_display_currency: optText,
  error_display_details: optText,
  error_display_amount: optMoney,
});
export type CryptoResult = v.InferOutput<typeof cryptoResultSchema>;
