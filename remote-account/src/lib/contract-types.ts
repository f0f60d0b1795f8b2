import type { AnswerOf, endpoints } from '@portal/shared/contract';

// Row types of the answers these screens read, derived from the contract entries (the schema types are not
// re-exported by '@portal/shared/contract').
type Endpoints = typeof endpoints;
type DataOf<K extends keyof Endpoints> = NonNullable<
  AnswerOf<Endpoints[K]> extends { data?: infer D } ? D : never
>;

export type KycRecord = NonNullable<DataOf<'kyc.getKycDetails'>>;
export type EditProfile = DataOf<'profile.getEditProfileDetails'>;
export type NotificationSetting = NonNullable<EditProfile['notification_list']>[number];
export type LoginLog = DataOf<'user.getUserLoginLogs'>[number];
export type News = DataOf<'news.findAllNews'>[number];
export type FaqCategory = DataOf<'faq.getFaqs'>[number];
export type Faq = DataOf<'faq.getFaqsByCat'>[number];
export type ActiveSession = DataOf<'auth.listSessions'>[number];
export type SecurityEvent = DataOf<'user.getSecurityEvents'>[number];
