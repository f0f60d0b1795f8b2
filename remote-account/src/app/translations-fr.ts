// This remote's French texts, fetched on demand (translations.ts).
import commonFr from '../locales/fr.json';
import ibanKycFr from '../features/iban-kyc/locales/fr.json';
import kycFr from '../features/kyc/locales/fr.json';
import activityLogsFr from '../features/activity-logs/locales/fr.json';
import newsFr from '../features/news/locales/fr.json';
import faqFr from '../features/faq/locales/fr.json';
import contactFr from '../features/contact/locales/fr.json';
import profileFr from '../features/profile/locales/fr.json';
import referralLinkFr from '../features/referral-link/locales/fr.json';
import referralsFr from '../features/referrals/locales/fr.json';
import shareholdersFr from '../features/shareholders/locales/fr.json';

export const fr = {
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
};
