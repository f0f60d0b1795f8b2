import { AccountPage } from '../../../lib/account-page';
import { NewsList } from '../components/news-list';

/** Route page /news (see src/app/routes.ts). */
export const NewsPage = () => (
  <AccountPage titleKey="news">
    <NewsList />
  </AccountPage>
);
