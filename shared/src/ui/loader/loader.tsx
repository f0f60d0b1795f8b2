import { useSharedTranslation } from '../../i18n/use-shared-translation';
import styles from './loader.module.css';

export type LoaderProps = {
  /** block (default): replaces content; overlay: covers the positioned parent; inline: small, in a button. */
  variant?: 'block' | 'overlay' | 'inline';
  /** Already translated; defaults to "Loading...". */
  label?: string;
};

/** Loading indicator announced to screen readers. */
export const Loader = ({ variant = 'block', label }: LoaderProps) => {
  const { t } = useSharedTranslation();
  const className = variant === 'block' ? styles.loader : `${styles.loader} ${styles[variant]}`;
  return (
    <div className={className} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.hidden}>{label ?? t('common.loading')}</span>
    </div>
  );
};
