// This remote's texts: common keys and page titles in src/locales, one file pair per feature (keys
// `<feature>.<key>`), so features never edit each other's files.
// French is fetched only by French visitors (translations-fr.ts); the host waits for it before showing this
// remote's code (remote-module-cache.ts), so French never flashes English.
import common from '../locales/en.json';
import dashboardTrades from '../features/dashboard-trades/locales/en.json';
import cryptoExchange from '../features/crypto-exchange/locales/en.json';
import fiatTransactions from '../features/fiat-transactions/locales/en.json';
import cryptoTransactions from '../features/crypto-transactions/locales/en.json';
import lists from '../lib/lists/locales/en.json';

export const translations = {
  en: { ...common, dashboardTrades, cryptoExchange, fiatTransactions, cryptoTransactions, lists },
  fr: () => import('./translations-fr').then(({ fr }) => fr),
};
