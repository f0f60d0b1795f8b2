import type { AnswerOf, endpoints } from '@portal/shared/contract';

type Endpoints = typeof endpoints;

/** Answer data types of the crypto calls (the contract's schemas are not re-exported one by one). */
export type CryptoAccountsData = AnswerOf<Endpoints['cryptoExchange.getAllCrypto']>['data'];
export type CryptoWallet = CryptoAccountsData['usercryptowallet'][number];
export type TickerQuote = AnswerOf<Endpoints['cryptoExchange.getTicker']>['data'][number];
export type CryptoResult = AnswerOf<Endpoints['cryptoExchange.submitTransfer']>['data'];
export type CryptoDetail = AnswerOf<Endpoints['cryptoExchange.getDepositDetails']>['data'];
