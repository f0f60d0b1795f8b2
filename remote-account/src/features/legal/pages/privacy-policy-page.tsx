import { AccountPage } from '../../../lib/account-page';
import { SitePageHtml } from '../components/site-page-html';

/** Route page /privacypolicy (see src/app/routes.ts). */
export const PrivacyPolicyPage = () => (
  <AccountPage titleKey="privacypolicy">
    <SitePageHtml id={2} />
  </AccountPage>
);
