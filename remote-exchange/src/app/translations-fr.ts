// This remote's French texts, fetched on demand (translations.ts).
import commonFr from '../locales/fr.json';
import dashboardTradesFr from '../features/dashboard-trades/locales/fr.json';
import cryptoExchangeFr from '../features/crypto-exchange/locales/fr.json';
import fiatTransactionsFr from '../features/fiat-transactions/locales/fr.json';
import cryptoTransactionsFr from '../features/crypto-transactions/locales/fr.json';
import listsFr from '../lib/lists/locales/fr.json';

export const fr = {
  ...commonFr,
  dashboardTrades: dashboardTradesFr,
  cryptoExchange: cryptoExchangeFr,
  fiatTransactions: fiatTransactionsFr,
  cryptoTransactions: cryptoTransactionsFr,
  lists: listsFr,
};
