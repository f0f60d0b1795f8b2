import { Loader, SafeHtml } from '@portal/shared';
import { useSitePage } from '../../../lib/api/get-site-page';
import styles from '../../../lib/account.module.css';

/** Side panel: site page 3 as sanitised HTML. */
export const ContactPanel = () => {
  const page = useSitePage(3);
  if (page.isPending) return <Loader />;
  return (
    <aside className={styles.card} data-contact-panel>
      <SafeHtml className={styles.html} html={page.data ?? ''} />
    </aside>
  );
};
