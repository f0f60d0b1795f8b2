import { useTranslation } from '@portal/shared';
import styles from './shell.module.css';

/** The signed-in frame before its code and the user details arrive (decision 169): header, menu and the page's
 * title area at their final sizes, so the first paint of a signed-in page is its layout. Prerendered into the
 * HTML of every signed-in route, and the shell's own loading state. */
export const ShellSkeleton = () => {
  const { t } = useTranslation('host');
  return (
    <div className={styles.shell} data-shell-skeleton aria-busy="true">
      <header className={styles.header}>
        <span className={styles.menuToggle} aria-hidden="true" />
        <span className={styles.brand}>{t('shell.brand')}</span>
        <div className={styles.tools} />
      </header>
      <nav id="portal-menu" className={styles.menu} aria-label={t('menu.label')} />
      <main className={styles.main}>
        <div className={styles.skeletonTitle} aria-hidden="true" />
        <span className={styles.srOnly} role="status">
          {t('shell.loading')}
        </span>
      </main>
    </div>
  );
};
