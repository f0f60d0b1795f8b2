import { useTranslation } from 'react-i18next';
import { previewedRelease } from './remote-releases';
import styles from './preview-banner.module.css';

/** Shown while this browser previews a release of one remote; the link clears the preview cookie (a page load:
 * the whole portal starts again on the live releases). */
export const PreviewBanner = () => {
  const { t } = useTranslation('host');
  const preview = previewedRelease();
  if (!preview) return null;
  return (
    <aside className={styles.banner} data-preview-banner aria-label={t('preview.label')}>
      <span>{t('preview.text', { remote: preview.remote, release: preview.release })}</span>
      <a className={styles.exit} href="/preview/exit">
        {t('preview.exit')}
      </a>
    </aside>
  );
};
