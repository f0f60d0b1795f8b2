import { Loader, SafeHtml } from '@portal/shared';
import { useSitePage } from '../../../lib/api/get-site-page';
import styles from '../../../lib/account.module.css';

/** Terms (site page 1) or privacy policy (2) as sanitised HTML; a failed load only hides the loader (§8). */
export const SitePageHtml = ({ id }: { id: 1 | 2 }) => {
  const page = useSitePage(id);
  if (page.isPending) return <Loader />;
  return <SafeHtml className={styles.html} html={page.data ?? ''} />;
};
