import { useTranslation } from 'react-i18next';

export const StartupFailure = () => {
  const { t } = useTranslation('host');
  return (
    <main
      role="alert"
      style={{ maxWidth: '32rem', margin: '4rem auto', fontFamily: 'system-ui, sans-serif' }}
    >
      <h1>{t('startup.failedTitle')}</h1>
      <p>{t('startup.failedText')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('startup.reload')}
      </button>
    </main>
  );
};
