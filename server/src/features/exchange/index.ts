import type { AnyHandler } from '../../http/handler';
import { getAllCryptoExchangeHandler } from './get-all-crypto-exchange';
import { getCryptoRatesBuyHandler } from './get-crypto-rates-buy';
import { getCryptoRatesSellHandler } from './get-crypto-rates-sell';
import { submitExchangeBuyHandler } from './submit-exchange-buy';
import { submitExchangeSellHandler } from './submit-exchange-sell';
import { swapPreviewHandler } from './swap-preview';
import { swapSubmitHandler } from './swap-submit';

export const exchangeHandlers: AnyHandler[] = [
  getAllCryptoExchangeHandler,
  getCryptoRatesBuyHandler,
  getCryptoRatesSellHandler,
  submitExchangeBuyHandler,
  submitExchangeSellHandler,
  swapPreviewHandler,
  swapSubmitHandler,
];
