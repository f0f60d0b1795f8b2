import { AccountPage } from '../../../lib/account-page';
import { ShareHoldersContent } from '../components/share-holders-content';

/** Route page /customer-list (see src/app/routes.ts). */
export const ShareHoldersPage = () => (
  <AccountPage titleKey="customerList">
    <ShareHoldersContent />
  </AccountPage>
);
