import { useCallback, useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { ApiError, Icon, toast, useTranslation } from '@portal/shared';
import { LanguageSwitch } from '../../../lib/language-switch';
import { useAccessUser, useUserDetails } from '../../../lib/use-user-details';
import { useBranding } from '../hooks/use-branding';
import { Footer } from './footer';
import { HeaderLogo } from './header-logo';
import { IbanKycModal } from './iban-kyc-modal';
import { KycBanner } from './kyc-banner';
import { NotificationsMenu } from './notifications-menu';
import { ProfileMenu } from './profile-menu';
import { Sidebar } from './sidebar';
import styles from './shell.module.css';

/** Frame of every signed-in screen; a last path segment containing "page" shows the content alone (§2.2). */
export const ShellLayout = () => {
  const { t } = useTranslation('host');
  const { pathname } = useLocation();
  const detailsQuery = useUserDetails();
  const details = detailsQuery.data;
  // Spec 01 §8: a failed user-details load shows the error banner in the header (an expired session has its own).
  const detailsError = detailsQuery.error;
  useEffect(() => {
    if (
      detailsError &&
      !(
        detailsError instanceof ApiError &&
        (detailsError.kind === 'session-expired' || detailsError.kind === 'aborted')
      )
    )
      toast.fromError(detailsError);
  }, [detailsError]);
  const user = useAccessUser();
  useBranding(details);
  // Braces matter: recent browsers return a Promise from scrollTo, and React treats a returned value as cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  // Below 768 px the side menu is a drawer, open for the path it was opened on: a route change closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawer = drawerPath === pathname;
  const closeDrawer = useCallback(() => setDrawerPath(null), []);
  const bare = (pathname.split('/').pop() ?? '').includes('page');
  if (bare) return <Outlet />;
  const logo = details?.logosettings[0];
  const title = logo?.logo_title || t('shell.brand');
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <button
          type="button"
          className={styles.menuToggle}
          aria-controls="portal-menu"
          aria-expanded={drawer}
          onClick={() => setDrawerPath(drawer ? null : pathname)}
          data-menu-toggle
        >
          <Icon name="menu" />
          <span className={styles.srOnly}>{t('menu.toggle')}</span>
        </button>
        <Link to="/dashboard" className={styles.brand}>
          <HeaderLogo logo={logo?.logo} mobileLogo={logo?.mobile_logo} title={title} />
        </Link>
        <div className={styles.tools}>
          <LanguageSwitch />
          <NotificationsMenu />
          <ProfileMenu details={details} full={user?.is_access_dashboard ?? false} />
        </div>
      </header>
      <Sidebar user={user} open={drawer} onClose={closeDrawer} />
      <main className={styles.main}>
        <KycBanner user={user} />
        <Outlet />
      </main>
      <Footer title={title} tagline={logo?.tagline ?? ''} />
      <IbanKycModal />
    </div>
  );
};
