import { Link } from 'react-router-dom';
import { useTranslation } from '@portal/shared';
import styles from './error-page.module.css';

export type ErrorCode = '400' | '403' | '404' | '500' | '503';

/** Error pages of spec 01 §2.10, each with a back-to-dashboard link. */
export const ErrorPage = ({ code }: { code: ErrorCode }) => {
  const { t } = useTranslation('host');
  return (
    <section className={styles.page} data-page={`error-${code}`}>
      <p className={styles.code}>{code}</p>
      <h1>{t(`errors.e${code}.title`)}</h1>
      <p>{t(`errors.e${code}.text`)}</p>
      <Link to="/dashboard">{t('errors.backToDashboard')}</Link>
    </section>
  );
};
