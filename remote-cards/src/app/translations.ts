// This remote's texts: common keys and page titles in src/locales, one file pair per feature (keys
// `<feature>.<key>`), so features never edit each other's files.
import common from '../locales/en.json';
import cardSettings from '../features/card-settings/locales/en.json';
import cardSettingsFr from '../features/card-settings/locales/fr.json';
import cardTransactions from '../features/card-transactions/locales/en.json';
import cardTransactionsFr from '../features/card-transactions/locales/fr.json';
import commonFr from '../locales/fr.json';
import myCards from '../features/my-cards/locales/en.json';
import myCardsFr from '../features/my-cards/locales/fr.json';
import requestCard from '../features/request-card/locales/en.json';
import requestCardFr from '../features/request-card/locales/fr.json';
import topUp from '../features/top-up/locales/en.json';
import topUpFr from '../features/top-up/locales/fr.json';
import transferAccount from '../features/transfer-account/locales/en.json';
import transferAccountFr from '../features/transfer-account/locales/fr.json';

export const translations = {
  en: { ...common, myCards, requestCard, topUp, transferAccount, cardSettings, cardTransactions },
  fr: {
    ...commonFr,
    myCards: myCardsFr,
    requestCard: requestCardFr,
    topUp: topUpFr,
    transferAccount: transferAccountFr,
    cardSettings: cardSettingsFr,
    cardTransactions: cardTransactionsFr,
  },
};
