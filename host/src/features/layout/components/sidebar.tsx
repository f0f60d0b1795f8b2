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
            <Link to={item.to} className={isMenuLinkActive(item, pathname) ? styles.active : undefined} aria-current={isMenuLinkActive(item, pathname) ? 'page' : undefined}>
              {t(item.label)}
            </Link>
          </li>
        ),
      )}
    </ul>
  );
};

/** Side menu of spec 01 §2.4 / §6; an empty menu while the user details load. */
export const Sidebar = ({ user }: { user: AccessUser | undefined }) => {
  const { pathname } = useLocation();
  const { t } = useTranslation('host');
  return (
    <nav className={styles.menu} aria-label={t('menu.label')} data-menu>
      {user ? <Items items={menuFor(user)} pathname={pathname} /> : null}
    </nav>
  );
};
