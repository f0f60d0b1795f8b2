// This remote's texts: common keys and page titles in src/locales, one file pair per feature (keys
// `<feature>.<key>`), so features never edit each other's files.
// French is fetched only by French visitors (translations-fr.ts); the host waits for it before showing this
// remote's code (remote-module-cache.ts), so French never flashes English.
import common from '../locales/en.json';
import cardSettings from '../features/card-settings/locales/en.json';
import cardTransactions from '../features/card-transactions/locales/en.json';
import myCards from '../features/my-cards/locales/en.json';
import requestCard from '../features/request-card/locales/en.json';
import topUp from '../features/top-up/locales/en.json';
import transferAccount from '../features/transfer-account/locales/en.json';

export const translations = {
  en: { ...common, myCards, requestCard, topUp, transferAccount, cardSettings, cardTransactions },
  fr: () => import('./translations-fr').then(({ fr }) => fr),
};
