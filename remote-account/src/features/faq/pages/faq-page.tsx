import { AccountPage } from '../../../lib/account-page';
import { FaqContent } from '../components/faq-content';

/** Route page /faq and /FAQ (see src/app/routes.ts). */
export const FaqPage = () => (
  <AccountPage titleKey="faq">
    <FaqContent />
  </AccountPage>
);
