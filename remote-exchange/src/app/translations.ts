// This remote's texts: common keys and page titles in src/locales, one file pair per feature (keys
// `<feature>.<key>`), so features never edit each other's files.
import common from '../locales/en.json';
import commonFr from '../locales/fr.json';
import dashboardTrades from '../features/dashboard-trades/locales/en.json';
import dashboardTradesFr from '../features/dashboard-trades/locales/fr.json';
import cryptoExchange from '../features/crypto-exchange/locales/en.json';
import cryptoExchangeFr from '../features/crypto-exchange/locales/fr.json';
import fiatTransactions from '../features/fiat-transactions/locales/en.json';
import fiatTransactionsFr from '../features/fiat-transactions/locales/fr.json';
import cryptoTransactions from '../features/crypto-transactions/locales/en.json';
import cryptoTransactionsFr from '../features/crypto-transactions/locales/fr.json';
import lists from '../lib/lists/locales/en.json';
import listsFr from '../lib/lists/locales/fr.json';

export const translations = {
  en: { ...common, dashboardTrades, cryptoExchange, fiatTransactions, cryptoTransactions, lists },
  fr: {
    ...commonFr,
    dashboardTrades: dashboardTradesFr,
    cryptoExchange: cryptoExchangeFr,
    fiatTransactions: fiatTransactionsFr,
    cryptoTransactions: cryptoTransactionsFr,
    lists: listsFr,
  },
};
