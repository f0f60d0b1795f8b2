import * as v from 'valibot';
import { answerOf, defineEndpoint } from '../define-endpoint';
import { cryptoExchangeDataSchema } from '../schemas/crypto-bundles';
import {
  exchangeRatePreviewSchema,
  exchangeResultSchema,
  swapPreviewSchema,
  swapResultSchema,
} from '../schemas/exchange';
import {
  priceHistoryQuerySchema,
  priceHistorySchema,
  pricesQuerySchema,
  pricesSchema,
} from '../schemas/prices';
import * as req from '../schemas/requests/exchange';
import { single } from '../schemas/wire';

// Spec 03 §7 "Crypto exchange": buy, sell, swap (getbaselimit and getadminaccoundsbyid are in wallets.ts).

export const exchangeEndpoints = {
  /** Accounts, wallets, buy/sell and swap lists and the second-factor mode per action. */
  'cryptoExchange.getAllCryptoExchange': defineEndpoint({
    id: 'cryptoExchange.getAllCryptoExchange',
    method: 'GET',
    path: 'user/cryptoexchange/GetAllCryptoExchange',
    auth: 'user',
    answer: answerOf(cryptoExchangeDataSchema),
  }),
  'cryptoExchange.getCryptoRatesBuy': defineEndpoint({
    id: 'cryptoExchange.getCryptoRatesBuy',
    method: 'POST',
    path: 'user/cryptoexchange/getcryptoratesBuy',
    auth: 'user',
    body: req.exchangeRateBodySchema,
    answer: answerOf(single(exchangeRatePreviewSchema)),
  }),
  'cryptoExchange.getCryptoRatesSell': defineEndpoint({
    id: 'cryptoExchange.getCryptoRatesSell',
    method: 'POST',
    path: 'user/cryptoexchange/getcryptoratesSell',
    auth: 'user',
    body: req.exchangeRateBodySchema,
    answer: answerOf(single(exchangeRatePreviewSchema)),
  }),
  'cryptoExchange.submitExchangeBuy': defineEndpoint({
    id: 'cryptoExchange.submitExchangeBuy',
    method: 'POST',
    path: 'user/cryptoexchange/submitexchangebuy',
    auth: 'user',
    body: req.exchangeSubmitBodySchema,
    moneyMoving: true,
    answer: answerOf(v.optional(single(exchangeResultSchema), {})),
  }),
  'cryptoExchange.submitExchangeSell': defineEndpoint({
    id: 'cryptoExchange.submitExchangeSell',
    method: 'POST',
    path: 'user/cryptoexchange/submitexchangesell',
    auth: 'user',
    body: req.exchangeSubmitBodySchema,
    moneyMoving: true,
    answer: answerOf(v.optional(single(exchangeResultSchema), {})),
  }),
  'cryptoExchange.swapPreview': defineEndpoint({
    id: 'cryptoExchange.swapPreview',
    method: 'POST',
    path: 'user/cryptoexchange/swap_preview',
    auth: 'user',
    body: req.swapPreviewBodySchema,
    answer: answerOf(single(swapPreviewSchema)),
  }),
  'cryptoExchange.swapSubmit': defineEndpoint({
    id: 'cryptoExchange.swapSubmit',
    method: 'POST',
    path: 'user/cryptoexchange/swap_submit',
    auth: 'user',
    body: req.swapSubmitBodySchema,
    moneyMoving: true,
    answer: answerOf(v.optional(single(swapResultSchema), {})),
  }),
  /** Our design (contract 1.5): the live prices of the feed the quotes come from, before any preview. */
  'cryptoExchange.getPrices': defineEndpoint({
    id: 'cryptoExchange.getPrices',
    method: 'GET',
    path: 'user/cryptoexchange/getprices',
    auth: 'user',
    query: pricesQuerySchema,
    answer: answerOf(pricesSchema),
  }),
  /** Our design (contract 1.5): the price chart of one pair, at most 100 points per range. */
  'cryptoExchange.getPriceHistory': defineEndpoint({
    id: 'cryptoExchange.getPriceHistory',
    method: 'GET',
    path: 'user/cryptoexchange/getpricehistory',
    auth: 'user',
    query: priceHistoryQuerySchema,
    answer: answerOf(priceHistorySchema),
  }),
} as const;
