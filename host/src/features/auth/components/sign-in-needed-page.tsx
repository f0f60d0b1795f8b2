import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LinkButton, useTranslation } from '@portal/shared';
import { returnStateOf } from '../../../app/routing/return-path';
import { PublicLayout, publicStyles as styles } from './public-layout';

const LOGIN_DELAY_MS = 3000;

/** A signed-in page opened without a session (spec 01 §4): says so at once, with the way to the login; after 3 s
 * the visitor is taken there. Signing in then opens the page they asked for (return-path.ts). */
export const SignInNeededPage = () => {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const location = useLocation();
  const { from } = returnStateOf(location);
  useEffect(() => {
    const timer = setTimeout(
      () => void navigate('/login', { replace: true, state: { from } }),
      LOGIN_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate, from]);
  return (
    <PublicLayout title={t('auth.signInNeededTitle')} page="sign-in-needed">
      <p>{t('auth.signInNeededText')}</p>
      <LinkButton to="/login" state={{ from }} replace data-sign-in-link>
        {t('auth.signInNeededAction')}
      </LinkButton>
      <p className={styles.note} role="status">
        {t('session.redirecting')}
      </p>
    </PublicLayout>
  );
};
