import { AccountPage } from '../../../lib/account-page';
import styles from '../../../lib/account.module.css';
import { ContactForm } from '../components/contact-form';
import { ContactPanel } from '../components/contact-panel';

/** Route page /contact-us (see src/app/routes.ts). */
export const ContactPage = () => (
  <AccountPage titleKey="contactUs">
    <div className={styles.grid}>
      <ContactForm />
      <ContactPanel />
    </div>
  </AccountPage>
);
