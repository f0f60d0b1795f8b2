import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** Public entry; the real sign-in and registration screens come with the shell work. */
export const SignInPage = () => {
  const { t } = useTranslation('host');
  return (
    <main data-page="sign-in" style={{ maxWidth: '28rem', margin: '4rem auto' }}>
      <h1>{t('shell.signIn')}</h1>
      <p>{t('shell.signInPlaceholder')}</p>
      <Link to="/dashboard">{t('shell.dashboard')}</Link>
    </main>
  );
};
