import type { AnyHandler } from '../../http/handler';
import { getAllCryptoExchangeHandler } from './get-all-crypto-exchange';
import { getCryptoRatesBuyHandler } from './get-crypto-rates-buy';
import { getCryptoRatesSellHandler } from './get-crypto-rates-sell';
import { getPriceHistoryHandler } from './get-price-history';
import { getPricesHandler } from './get-prices';
import { submitExchangeBuyHandler } from './submit-exchange-buy';
import { submitExchangeSellHandler } from './submit-exchange-sell';
import { swapPreviewHandler } from './swap-preview';
import { swapSubmitHandler } from './swap-submit';

export const exchangeHandlers: AnyHandler[] = [
  getAllCryptoExchangeHandler,
  getCryptoRatesBuyHandler,
  getCryptoRatesSellHandler,
  getPricesHandler,
  getPriceHistoryHandler,
  submitExchangeBuyHandler,
  submitExchangeSellHandler,
  swapPreviewHandler,
  swapSubmitHandler,
];
