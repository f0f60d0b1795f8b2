import { AccountPage } from '../../../lib/account-page';
import { EditProfileContent } from '../components/edit-profile-content';

/** Route page /editprofile (see src/app/routes.ts). */
export const EditProfilePage = () => (
  <AccountPage titleKey="editprofile">
    <EditProfileContent />
  </AccountPage>
);
