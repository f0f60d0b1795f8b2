// This remote's French texts, fetched on demand (translations.ts).
import cardSettingsFr from '../features/card-settings/locales/fr.json';
import cardTransactionsFr from '../features/card-transactions/locales/fr.json';
import commonFr from '../locales/fr.json';
import myCardsFr from '../features/my-cards/locales/fr.json';
import requestCardFr from '../features/request-card/locales/fr.json';
import topUpFr from '../features/top-up/locales/fr.json';
import transferAccountFr from '../features/transfer-account/locales/fr.json';

export const fr = {
  ...commonFr,
  myCards: myCardsFr,
  requestCard: requestCardFr,
  topUp: topUpFr,
  transferAccount: transferAccountFr,
  cardSettings: cardSettingsFr,
  cardTransactions: cardTransactionsFr,
};
