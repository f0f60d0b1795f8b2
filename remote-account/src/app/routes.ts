import { lazyComponent, type RemoteRoutesModule } from '@portal/shared';
import './register';
import { pageShell } from './page-shell';

/** The paths this remote owns (see the host's route table); the host decides who may see them. Built pages
 * load their code when first shown; the others are still translated frames. */
export const routes: RemoteRoutesModule['routes'] = {
  '/customer-list': lazyComponent(async () => (await import('../features/shareholders/pages/share-holders-page')).ShareHoldersPage),
  '/refer': lazyComponent(async () => (await import('../features/referrals/pages/referral-requests-page')).ReferralRequestsPage),
  '/verify-your-account': lazyComponent(async () => (await import('../features/kyc/pages/verify-account-page')).VerifyAccountPage),
  '/profile': lazyComponent(async () => (await import('../features/profile/pages/profile-page')).ProfilePage),
  '/editprofile': lazyComponent(async () => (await import('../features/profile/pages/edit-profile-page')).EditProfilePage),
  '/users-activity-logs': pageShell('usersActivityLogs'),
  '/news': pageShell('news'),
  '/news-details/:id': pageShell('newsDetails'),
  '/faq': pageShell('faq'),
  '/FAQ': pageShell('faq'),
  '/terms': pageShell('terms'),
  '/privacypolicy': pageShell('privacypolicy'),
  '/contact-us': pageShell('contactUs'),
};
