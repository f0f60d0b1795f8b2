import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Icon, useTranslation } from '@portal/shared';
import type { AccessUser } from '../../../lib/access-user';
import { lockedState } from '../../../lib/locked-page';
import { isMenuLinkActive, menuFor, type MenuItem, type MenuLink } from '../menu-items';
import styles from './shell.module.css';

const LOCKED_HINT = 'portal-menu-locked-hint';

/** A link locked until KYC approval: muted, with a lock and "Available once your identity is verified" (its
 * description for screen readers, its tooltip), leading to Verify Your Account with the page it stands for. */
const LockedLink = ({ item }: { item: MenuLink }) => {
  const { t } = useTranslation('host');
  return (
    <Link
      to={item.to}
      state={lockedState(item.locked ?? '')}
      className={styles.locked}
      aria-describedby={LOCKED_HINT}
      title={t('menu.lockedHint')}
      data-locked=""
    >
      <span>{t(item.label)}</span>
      <Icon name="lock" size={14} className={styles.lockIcon} />
    </Link>
  );
};

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
            {item.locked ? (
              <LockedLink item={item} />
            ) : (
              <Link
                to={item.to}
                className={isMenuLinkActive(item, pathname) ? styles.active : undefined}
                aria-current={isMenuLinkActive(item, pathname) ? 'page' : undefined}
              >
                {t(item.label)}
              </Link>
            )}
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
        <span id={LOCKED_HINT} hidden>
          {t('menu.lockedHint')}
        </span>
      </nav>
      {open ? <div className={styles.scrim} onClick={onClose} aria-hidden="true" /> : null}
    </>
  );
};
