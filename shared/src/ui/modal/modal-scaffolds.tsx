import type { ReactNode } from 'react';
import { useSharedTranslation } from '../../i18n/use-shared-translation';
import { Button } from '../controls/button';
import { Modal, type ModalProps } from './modal';

type Scaffold = Pick<ModalProps, 'open' | 'title' | 'onClose' | 'size'> & {
  /** True while its request runs: the dialog cannot be dismissed and Cancel is disabled. */
  pending: boolean;
  children: ReactNode;
};

/** Cancel and the action, both held while the request runs. */
const ScaffoldFooter = ({
  onClose,
  pending,
  action,
}: {
  onClose: () => void;
  pending: boolean;
  action: ReactNode;
}) => {
  const { t } = useSharedTranslation();
  return (
    <>
      <Button variant="secondary" onClick={onClose} disabled={pending}>
        {t('common.cancel')}
      </Button>
      {action}
    </>
  );
};

export type FormModalProps = Scaffold & {
  /** The id of the form inside: the footer's submit button submits it. */
  formId: string;
  /** Already translated. */
  submitLabel: string;
};

/** A form in a dialog: Cancel and the submit button in the footer, not dismissible while it submits. */
export const FormModal = ({ formId, submitLabel, pending, children, ...modal }: FormModalProps) => {
  const action = (
    <Button type="submit" form={formId} pending={pending}>
      {submitLabel}
    </Button>
  );
  return (
    <Modal
      {...modal}
      dismissible={!pending}
      footer={<ScaffoldFooter onClose={modal.onClose} pending={pending} action={action} />}
    >
      {children}
    </Modal>
  );
};

export type ConfirmModalProps = Scaffold & {
  /** Already translated. */
  confirmLabel: string;
  onConfirm: () => void;
};

/** A yes/cancel question (delete, resend, continue, sign out a device); not dismissible while its request runs. */
export const ConfirmModal = ({ confirmLabel, pending, onConfirm, children, ...modal }: ConfirmModalProps) => {
  const action = (
    <Button onClick={onConfirm} pending={pending}>
      {confirmLabel}
    </Button>
  );
  return (
    <Modal
      {...modal}
      dismissible={!pending}
      footer={<ScaffoldFooter onClose={modal.onClose} pending={pending} action={action} />}
    >
      <p>{children}</p>
    </Modal>
  );
};
