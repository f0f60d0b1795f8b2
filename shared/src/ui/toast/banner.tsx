import type { ReactNode } from 'react';
import { useSharedTranslation } from '../../i18n/use-shared-translation';
import type { ToastKind } from '../../bus/event-bus';
import styles from './toast.module.css';

export type BannerProps = {
  kind: ToastKind;
  /** Already translated. */
  children: ReactNode;
  onClose?: () => void;
  /** inline: inside a page (e.g. "Application Rejected"); floating: in the Toaster. */
  placement?: 'inline' | 'floating';
};

/** A success / error / info / warning message; errors are announced assertively. */
export const Banner = ({ kind, children, onClose, placement = 'inline' }: BannerProps) => {
  const { t } = useSharedTranslation();
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={`${styles.banner} ${styles[kind]} ${placement === 'inline' ? styles.inline : ''}`}
    >
      <div className={styles.message}>{children}</div>
      {onClose ? (
        <button type="button" className={styles.close} aria-label={t('common.dismiss')} onClick={onClose}>
          ×
        </button>
      ) : null}
    </div>
  );
};
