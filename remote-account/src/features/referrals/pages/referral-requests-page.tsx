import { AccountPage } from '../../../lib/account-page';
import { ReferralRequestsContent } from '../components/referral-requests-content';

/** Route page /refer (see src/app/routes.ts). */
export const ReferralRequestsPage = () => (
  <AccountPage titleKey="refer">
    <ReferralRequestsContent />
  </AccountPage>
);
