import { Link } from 'react-router-dom';
import { useEnumLabel, useTranslation } from '@portal/shared';
import styles from './shell.module.css';

export const Footer = ({ title, tagline }: { title: string; tagline: string }) => {
  const { t } = useTranslation('host');
  const label = useEnumLabel();
  return (
    <footer className={styles.footer}>
      <span>
        {t('footer.copyright', {
          year: new Date().getFullYear(),
          title,
          tagline: label('tagline', tagline),
        })}
      </span>
      <nav aria-label={t('footer.label')}>
        <Link to="/terms">{t('footer.terms')}</Link>
        <Link to="/privacypolicy">{t('footer.privacy')}</Link>
        <Link to="/contact-us">{t('footer.contact')}</Link>
      </nav>
    </footer>
  );
};
