import { AccountPage } from '../../../lib/account-page';
import { ProfileContent } from '../components/profile-content';

/** Route page /profile (see src/app/routes.ts). */
export const ProfilePage = () => (
  <AccountPage titleKey="profile">
    <ProfileContent />
  </AccountPage>
);
