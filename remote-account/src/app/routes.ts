import { lazyComponent, type RemoteRoutesModule } from '@portal/shared';
import './register';

/** The paths this remote owns (see the host's route table); the host decides who may see them. Each page loads
 * its code when first shown. */
export const routes: RemoteRoutesModule['routes'] = {
  '/customer-list': lazyComponent(
    async () => (await import('../features/shareholders/pages/share-holders-page')).ShareHoldersPage,
  ),
  '/refer': lazyComponent(
    async () => (await import('../features/referrals/pages/referral-requests-page')).ReferralRequestsPage,
  ),
  '/verify-your-account': lazyComponent(
    async () => (await import('../features/kyc/pages/verify-account-page')).VerifyAccountPage,
  ),
  '/profile': lazyComponent(async () => (await import('../features/profile/pages/profile-page')).ProfilePage),
  '/editprofile': lazyComponent(
    async () => (await import('../features/profile/pages/edit-profile-page')).EditProfilePage,
  ),
  '/users-activity-logs': lazyComponent(
    async () => (await import('../features/activity-logs/pages/activity-logs-page')).ActivityLogsPage,
  ),
  '/news': lazyComponent(async () => (await import('../features/news/pages/news-page')).NewsPage),
  '/news-details/:id': lazyComponent(
    async () => (await import('../features/news/pages/news-details-page')).NewsDetailsPage,
  ),
  '/faq': lazyComponent(async () => (await import('../features/faq/pages/faq-page')).FaqPage),
  '/FAQ': lazyComponent(async () => (await import('../features/faq/pages/faq-page')).FaqPage),
  '/terms': lazyComponent(async () => (await import('../features/legal/pages/terms-page')).TermsPage),
  '/privacypolicy': lazyComponent(
    async () => (await import('../features/legal/pages/privacy-policy-page')).PrivacyPolicyPage,
  ),
  '/contact-us': lazyComponent(
    async () => (await import('../features/contact/pages/contact-page')).ContactPage,
  ),
};
