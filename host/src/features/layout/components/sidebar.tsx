import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '@portal/shared';
import type { AccessUser } from '../../../lib/access-user';
import { isMenuLinkActive, menuFor, type MenuItem } from '../menu-items';
import styles from './shell.module.css';

const Items = ({ items, pathname }: { items: MenuItem[]; pathname: string }) => {
  const { t } = useTranslation('host');
  return (
    <ul>
      {items.map((item) =>
        item.kind === 'group' ? (
          <li key={item.label} className={styles.group}>
            <span>{t(item.label)}</span>
            <Items items={item.items} pathname={pathname} />
          </li>
        ) : (
          <li key={item.label}>
            <Link
              to={item.to}
              className={isMenuLinkActive(item, pathname) ? styles.active : undefined}
              aria-current={isMenuLinkActive(item, pathname) ? 'page' : undefined}
            >
              {t(item.label)}
            </Link>
          </li>
        ),
      )}
    </ul>
  );
};

type SidebarProps = {
  user: AccessUser | undefined;
  /** Drawer state below 768 px (ignored wider). */ open?: boolean;
  onClose?: () => void;
};

/** Side menu of spec 01 §2.4 / §6; an empty menu while the user details load. Below 768 px it is a drawer
 * (CSS) opened by the header's Menu button; Escape or a tap on the scrim closes it. */
export const Sidebar = ({ user, open = false, onClose }: SidebarProps) => {
  const { pathname } = useLocation();
  const { t } = useTranslation('host');
  useEffect(() => {
    if (!open || !onClose) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  return (
    <>
      <nav
        id="portal-menu"
        className={`${styles.menu} ${open ? styles.menuOpen : ''}`}
        aria-label={t('menu.label')}
        data-menu
      >
        {user ? <Items items={menuFor(user)} pathname={pathname} /> : null}
      </nav>
      {open ? <div className={styles.scrim} onClick={onClose} aria-hidden="true" /> : null}
    </>
  );
};
