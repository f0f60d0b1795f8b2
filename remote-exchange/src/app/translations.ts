// This remote's texts: common keys and page titles in src/locales, one file pair per feature (keys
// `<feature>.<key>`), so features never edit each other's files.
import common from '../locales/en.json';
import commonFr from '../locales/fr.json';
import dashboardTrades from '../features/dashboard-trades/locales/en.json';
import dashboardTradesFr from '../features/dashboard-trades/locales/fr.json';

export const translations = {
  en: { ...common, dashboardTrades },
  fr: { ...commonFr, dashboardTrades: dashboardTradesFr },
};
