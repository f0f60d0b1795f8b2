import { AccountPage } from '../../../lib/account-page';
import { SitePageHtml } from '../components/site-page-html';

/** Route page /terms (see src/app/routes.ts). */
export const TermsPage = () => (
  <AccountPage titleKey="terms">
    <SitePageHtml id={1} />
  </AccountPage>
);
