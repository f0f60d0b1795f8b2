import type { ReactNode } from 'react';
import { Button, Modal, useSharedTranslation } from '@portal/shared';

export type ConfirmModalProps = {
  open: boolean;
  /** Already translated. */
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** A yes/cancel question (delete, resend, continue, send link); not dismissible while its request runs. */
export const ConfirmModal = ({
  open,
  title,
  children,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: ConfirmModalProps) => {
  const { t } = useSharedTranslation();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      dismissible={!pending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={onConfirm} pending={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{children}</p>
    </Modal>
  );
};
