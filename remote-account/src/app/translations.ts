// This remote's texts: common keys and page titles in src/locales, one file pair per feature (keys
// `<feature>.<key>`), so features never edit each other's files.
// French is fetched only by French visitors (translations-fr.ts); the host waits for it before showing this
// remote's code (remote-module-cache.ts), so French never flashes English.
import common from '../locales/en.json';
import ibanKyc from '../features/iban-kyc/locales/en.json';
import kyc from '../features/kyc/locales/en.json';
import activityLogs from '../features/activity-logs/locales/en.json';
import news from '../features/news/locales/en.json';
import faq from '../features/faq/locales/en.json';
import contact from '../features/contact/locales/en.json';
import profile from '../features/profile/locales/en.json';
import referralLink from '../features/referral-link/locales/en.json';
import referrals from '../features/referrals/locales/en.json';
import shareholders from '../features/shareholders/locales/en.json';

export const translations = {
  en: {
    ...common,
    shareholders,
    referrals,
    ibanKyc,
    referralLink,
    kyc,
    profile,
    activityLogs,
    news,
    faq,
    contact,
  },
  fr: () => import('./translations-fr').then(({ fr }) => fr),
};
