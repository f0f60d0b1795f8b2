import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useSharedTranslation } from '../../i18n/use-shared-translation';
import styles from './modal.module.css';
import { useFocusTrap } from './use-focus-trap';

export type ModalProps = {
  open: boolean;
  /** Already translated. */
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'normal' | 'wide';
  /** False while a request runs, so Escape / backdrop cannot close mid-submit. */
  dismissible?: boolean;
};

/** Accessible dialog (role=dialog, aria-modal, labelled by its title), rendered in a portal. */
export const Modal = ({
  open,
  title,
  onClose,
  children,
  footer,
  size = 'normal',
  dismissible = true,
}: ModalProps) => {
  const { t } = useSharedTranslation();
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const handleClose = () => {
    if (dismissible) onClose();
  };
  useFocusTrap(dialogRef, open, handleClose);
  if (!open) return null;

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => event.target === event.currentTarget && handleClose()}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${styles.dialog} ${size === 'wide' ? styles.wide : ''}`}
      >
        <div className={styles.header} data-modal-header>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={t('common.close')}
            onClick={handleClose}
            disabled={!dismissible}
          >
            ×
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? (
          <div className={styles.footer} data-modal-footer>
            {footer}
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
};
