import { NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '@portal/shared';
import styles from './shell-layout.module.css';

const links = [
  { to: '/dashboard', label: 'shell.dashboard' },
  { to: '/fiat', label: 'menu.fiat' },
  { to: '/my-cards', label: 'menu.myCards' },
  { to: '/crypto-exchanges', label: 'menu.cryptoExchange' },
  { to: '/news', label: 'menu.news' },
];

// Each language is named in itself, whatever the current language (so nobody is lost after switching).
const LANGUAGE_NAMES = { en: 'English', fr: 'Français' } as const;

/** Frame of every signed-in screen. The full header, menu rules and footer come with the shell work. */
export const ShellLayout = () => {
  const { t, i18n } = useTranslation('host');
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <NavLink to="/dashboard" className={styles.brand}>
          {t('shell.brand')}
        </NavLink>
        <label className={styles.language}>
          {t('shell.language')}
          <select value={i18n.language} onChange={(event) => setLanguage(event.target.value === 'fr' ? 'fr' : 'en')}>
            {Object.entries(LANGUAGE_NAMES).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </header>
      <nav className={styles.menu}>
        {links.map((link) => (
          <NavLink key={link.to} to={link.to} className={({ isActive }) => (isActive ? styles.active : undefined)}>
            {t(link.label)}
          </NavLink>
        ))}
      </nav>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
};
