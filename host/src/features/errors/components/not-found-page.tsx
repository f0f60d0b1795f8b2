import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSession, useTranslation } from '@portal/shared';
import styles from './error-page.module.css';

const REDIRECT_MS = 5000;

/** Unknown path: the button and a delayed redirect go to the dashboard when signed in, else to login. */
export const NotFoundPage = () => {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const target = useSession((s) => s.user_jwt) ? '/dashboard' : '/login';
  useEffect(() => {
    const timer = setTimeout(() => void navigate(target, { replace: true }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, target]);
  return (
    <section className={styles.page} data-page="not-found">
      <p className={styles.code}>{t('errors.e404.code')}</p>
      <h1>{t('errors.e404.title')}</h1>
      <p>{t('errors.e404.text')}</p>
      <Link to={target}>{t(target === '/dashboard' ? 'errors.backToDashboard' : 'errors.backToLogin')}</Link>
    </section>
  );
};
