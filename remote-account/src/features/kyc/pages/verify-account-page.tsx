import { AccountPage } from '../../../lib/account-page';
import { VerifyAccountContent } from '../components/verify-account-content';

/** Route page /verify-your-account (see src/app/routes.ts). */
export const VerifyAccountPage = () => (
  <AccountPage titleKey="verifyYourAccount">
    <VerifyAccountContent />
  </AccountPage>
);
