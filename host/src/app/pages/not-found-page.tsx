import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export const NotFoundPage = () => {
  const { t } = useTranslation('host');
  return (
    <section data-page="not-found">
      <h1>404</h1>
      <h2>{t('shell.notFoundTitle')}</h2>
      <p>{t('shell.notFoundText')}</p>
      <Link to="/dashboard">{t('shell.backToDashboard')}</Link>
    </section>
  );
};
