// This remote's texts: common keys and page titles in src/locales, one file pair per feature (keys
// `<feature>.<key>`), so features never edit each other's files.
import common from '../locales/en.json';
import commonFr from '../locales/fr.json';
import ibanKyc from '../features/iban-kyc/locales/en.json';
import ibanKycFr from '../features/iban-kyc/locales/fr.json';
import kyc from '../features/kyc/locales/en.json';
import kycFr from '../features/kyc/locales/fr.json';
import activityLogs from '../features/activity-logs/locales/en.json';
import activityLogsFr from '../features/activity-logs/locales/fr.json';
import news from '../features/news/locales/en.json';
import newsFr from '../features/news/locales/fr.json';
import faq from '../features/faq/locales/en.json';
import faqFr from '../features/faq/locales/fr.json';
import contact from '../features/contact/locales/en.json';
import contactFr from '../features/contact/locales/fr.json';
import profile from '../features/profile/locales/en.json';
import profileFr from '../features/profile/locales/fr.json';
import referralLink from '../features/referral-link/locales/en.json';
import referralLinkFr from '../features/referral-link/locales/fr.json';
import referrals from '../features/referrals/locales/en.json';
import referralsFr from '../features/referrals/locales/fr.json';
import shareholders from '../features/shareholders/locales/en.json';
import shareholdersFr from '../features/shareholders/locales/fr.json';

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
  fr: {
    ...commonFr,
    shareholders: shareholdersFr,
    referrals: referralsFr,
    ibanKyc: ibanKycFr,
    referralLink: referralLinkFr,
    kyc: kycFr,
    profile: profileFr,
    activityLogs: activityLogsFr,
    news: newsFr,
    faq: faqFr,
    contact: contactFr,
  },
};
