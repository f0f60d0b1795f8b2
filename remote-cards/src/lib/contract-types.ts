import type { AnswerOf, BodyOf, endpoints } from '@portal/shared/contract';

// Row types of the answers these screens read, derived from the contract entries (the schema types are not
// re-exported by '@portal/shared/contract').
type Endpoints = typeof endpoints;
type DataOf<K extends keyof Endpoints> = AnswerOf<Endpoints[K]> extends { data: infer D } ? D : never;

export type Card = DataOf<'cards.getUserCards'>[number];
export type FiatAccount = DataOf<'account.getUserAccounts'>[number];
export type CryptoWallet = DataOf<'cryptoExchange.getAllCryptoExchange'>['usercryptowallet'][number];
export type CardProduct = DataOf<'cards.getCards'>[number];
export type CardProductAnswer = AnswerOf<Endpoints['cards.getCardDetails']>;
export type DeliveryOption = NonNullable<CardProductAnswer['delresult']>[number];
export type Country = NonNullable<CardProductAnswer['countryarray']>[number];
export type BaseLimits = DataOf<'limits.getBaseLimit'>;
export type TopupPreview = DataOf<'cards.cardTopupCheck'>;
export type CardMoveResult = NonNullable<DataOf<'cards.cardTopup'>>;
export type CardDetailsAnswer = AnswerOf<Endpoints['cards.getCardDetailsById']>;
export type CardTransaction = DataOf<'cards.getUserCardsTransactions'>[number];
export type UsageTransaction = DataOf<'cards.getUserCardUsageTransactions'>[number];

export type CardTopupBody = BodyOf<Endpoints['cards.cardTopup']>;
export type CryptoTopupBody = BodyOf<Endpoints['cards.cardTopupByCrypto']>;
export type CardToAccountBody = BodyOf<Endpoints['cards.cardToAccount']>;
export type UpdateCardLimitBody = BodyOf<Endpoints['cards.updateCardLimit']>;
export type SubmitPhysicalBody = BodyOf<Endpoints['cards.submitPhysical']>;
export type SubmitVirtualBody = BodyOf<Endpoints['cards.submitVirtual']>;
