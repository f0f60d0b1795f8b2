import { AccountPage } from '../../../lib/account-page';
import { NewsDetails } from '../components/news-details';

/** Route page /news-details/:id (see src/app/routes.ts). */
export const NewsDetailsPage = () => (
  <AccountPage titleKey="newsDetails">
    <NewsDetails />
  </AccountPage>
);
