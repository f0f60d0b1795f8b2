import * as v from 'valibot';
import { answerOf, defineEndpoint } from '../define-endpoint';
import {
  cryptoAccountsDataSchema,
  cryptoResultSchema,
  cryptoTransactionsDataSchema,
} from '../schemas/crypto-bundles';
import { cryptoDetailSchema, tickerQuoteSchema, withdrawPreviewSchema } from '../schemas/crypto';
import { cryptoBaseLimitsSchema } from '../schemas/limits';
import { coinNameBodySchema } from '../schemas/requests/wallets';
import * as req from '../schemas/requests/crypto';
import { bundleQueryWith, pagingSchema } from '../schemas/paging';
import { listOf, noData, single } from '../schemas/wire';

// Spec 02 §7 "Crypto" (accounts, deposit, withdraw, transfer) and the lists specs 01/03 share.

const ack = answerOf(noData);

/** The lists of the crypto transactions bundle that page on their own (`?list=`), by the bundle's field. */
export const CRYPTO_LISTS = [
  'buyselltra',
  'withdrawtransaction',
  'swaptra',
  'deposittransaction',
  'transfer_array',
  'depoaddress',
  'withaddress',
] as const;
export type CryptoList = (typeof CRYPTO_LISTS)[number];

/** Query of cryptoExchange.getAllCryptoTransaction (contract 1.2): `list` fills only that list of the bundle;
 * from/to are UTC days, both inclusive; coin is the trade's crypto, the withdrawn, deposited or transferred coin,
 * the swap's from-coin (addresses have none). Page and size need a list. */
export const cryptoListsQuerySchema = bundleQueryWith(CRYPTO_LISTS, {
  coin: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9]{2,10}$/, 'coin must be a coin code'))),
});

const result = answerOf(v.optional(single(cryptoResultSchema), {}));

export const cryptoEndpoints = {
  'cryptoExchange.getAllCrypto': defineEndpoint({
    id: 'cryptoExchange.getAllCrypto',
    method: 'GET',
    path: 'user/cryptoexchange/GetAllCrypto',
    auth: 'user',
    answer: answerOf(cryptoAccountsDataSchema),
  }),
  'cryptoExchange.getAllCryptoTransaction': defineEndpoint({
    id: 'cryptoExchange.getAllCryptoTransaction',
    method: 'GET',
    path: 'user/cryptoexchange/GetAllCryptoTransaction',
    auth: 'user',
    query: cryptoListsQuerySchema,
    answer: answerOf(cryptoTransactionsDataSchema, { paging: pagingSchema }),
  }),
  'cryptoExchange.generateUserWalletAddress': defineEndpoint({
    id: 'cryptoExchange.generateUserWalletAddress',
    method: 'POST',
    path: 'user/cryptoexchange/generateUserWalletAddress',
    auth: 'user',
    body: req.walletIdBodySchema,
    answer: ack,
  }),
  'cryptoExchange.refreshUserWalletBalance': defineEndpoint({
    id: 'cryptoExchange.refreshUserWalletBalance',
    method: 'POST',
    path: 'user/cryptoexchange/refreshUserWalletBalance',
    auth: 'user',
    body: req.walletIdBodySchema,
    answer: ack,
  }),
  /** Refused while the address is Approved ("You can't update your wallet address …"). */
  'cryptoExchange.updateUserWalletAddress': defineEndpoint({
    id: 'cryptoExchange.updateUserWalletAddress',
    method: 'POST',
    path: 'user/cryptoexchange/updateUserWalletAddress',
    auth: 'user',
    body: req.updateWalletAddressBodySchema,
    answer: ack,
  }),
  'cryptoExchange.getDepositDetails': defineEndpoint({
    id: 'cryptoExchange.getDepositDetails',
    method: 'POST',
    path: 'user/cryptoexchange/GetDepositDetails',
    auth: 'user',
    body: req.depositDetailsBodySchema,
    answer: answerOf(single(cryptoDetailSchema)),
  }),
  'cryptoExchange.getWithdrawDetails': defineEndpoint({
    id: 'cryptoExchange.getWithdrawDetails',
    method: 'POST',
    path: 'user/cryptoexchange/GetWithdrawDetails',
    auth: 'user',
    body: req.withdrawDetailsBodySchema,
    answer: answerOf(single(cryptoDetailSchema)),
  }),
  'cryptoExchange.withdrawPreview': defineEndpoint({
    id: 'cryptoExchange.withdrawPreview',
    method: 'POST',
    path: 'user/cryptoexchange/withdraw_preview',
    auth: 'user',
    body: req.withdrawPreviewBodySchema,
    answer: answerOf(single(withdrawPreviewSchema)),
  }),
  /** Reviewed by the provider's team: success means "submitted". */
  'cryptoExchange.withdrawSubmit': defineEndpoint({
    id: 'cryptoExchange.withdrawSubmit',
    method: 'POST',
    path: 'user/cryptoexchange/withdrawsubmit',
    auth: 'user',
    body: req.withdrawSubmitBodySchema,
    moneyMoving: true,
    answer: result,
  }),
  'limits.getBaseLimitCrypto': defineEndpoint({
    id: 'limits.getBaseLimitCrypto',
    method: 'POST',
    path: 'user/limits/getbaselimitcrypto',
    auth: 'user',
    body: coinNameBodySchema,
    answer: answerOf(single(cryptoBaseLimitsSchema)),
  }),
  /** Preview of submitTransfer (contract 1.4): checks it like the submit and binds the next SMS code to this
   * amount, coin and payee (the SMS names them). Moves nothing. */
  'cryptoExchange.submitTransferCheck': defineEndpoint({
    id: 'cryptoExchange.submitTransferCheck',
    method: 'POST',
    path: 'user/cryptoexchange/submitTransferCheck',
    auth: 'user',
    body: req.cryptoTransferBodySchema,
    // payee is the e-mail (the SMS names it); payee_name (1.10.0) the name the review shows.
    answer: answerOf(
      v.looseObject({
        amount: v.string(),
        currency: v.string(),
        payee: v.string(),
        payee_name: v.optional(v.string()),
      }),
    ),
  }),
  /** Crypto to another user by e-mail: the hidden third tab of /crypto. Its SMS code must come from the
   * preview above (submitTransferCheck) for exactly this amount and payee. */
  'cryptoExchange.submitTransfer': defineEndpoint({
    id: 'cryptoExchange.submitTransfer',
    method: 'POST',
    path: 'user/cryptoexchange/submitTransfer',
    auth: 'user',
    body: req.cryptoTransferBodySchema,
    moneyMoving: true,
    answer: result,
  }),
  /** Our design: the /crypto ticker strip (S&P 500, Nasdaq 100, EUR/USD, BTC/USD, ETH/USD) from the server's
   * own price feed instead of a third-party widget. */
  'cryptoExchange.getTicker': defineEndpoint({
    id: 'cryptoExchange.getTicker',
    method: 'GET',
    path: 'user/cryptoexchange/getticker',
    auth: 'user',
    answer: answerOf(listOf(tickerQuoteSchema)),
  }),
} as const;
