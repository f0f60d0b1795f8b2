import type { AnswerOf, endpoints } from '@portal/shared/contract';

/** Row types of GetAllCryptoExchange, derived from the contract (its schema modules are not re-exported). */
type ExchangeData = AnswerOf<(typeof endpoints)['cryptoExchange.getAllCryptoExchange']>['data'];
export type BuySellRow = NonNullable<ExchangeData['buyselltra']>[number];
export type SwapRow = NonNullable<ExchangeData['swaptra']>[number];
export type ExchangeAccount = NonNullable<ExchangeData['accounts']>[number];
export type ExchangeWallet = ExchangeData['usercryptowallet'][number];
