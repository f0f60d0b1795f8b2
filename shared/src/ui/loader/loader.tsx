import { useSharedTranslation } from '../../i18n/use-shared-translation';
import styles from './loader.module.css';

export type LoaderProps = {
  /** block (default): replaces content; overlay: covers the positioned parent; inline: small, in a button. */
  variant?: 'block' | 'overlay' | 'inline';
  /** Already translated; defaults to "Loading...". */
  label?: string;
};

/** Loading indicator announced to screen readers. `data-loader` marks it as loading for whoever waits for a
 * region to finish (the dashboard's widgets): a role="status" alone is also an empty state or a notice. */
export const Loader = ({ variant = 'block', label }: LoaderProps) => {
  const { t } = useSharedTranslation();
  const className = variant === 'block' ? styles.loader : `${styles.loader} ${styles[variant]}`;
  return (
    <div className={className} role="status" aria-live="polite" data-loader>
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.hidden}>{label ?? t('common.loading')}</span>
    </div>
  );
};
