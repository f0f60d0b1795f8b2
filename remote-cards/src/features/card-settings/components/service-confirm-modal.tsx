import { Button, Modal } from '@portal/shared';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import styles from './card-settings.module.css';

type ServiceConfirmModalProps = { open: boolean; pending: boolean; onYes: () => void; onClose: () => void };

/** SMS alert and Withdraw From Account: 'Are you sure you want to change status of this Services?' Close / Yes. */
export const ServiceConfirmModal = ({ open, pending, onYes, onClose }: ServiceConfirmModalProps) => {
  const { t } = useCardsTranslation();
  return (
    <Modal open={open} title={t('cardSettings.confirmTitle')} onClose={onClose} dismissible={!pending}>
      <p>{t('cardSettings.confirmText')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {t('cardSettings.close')}
        </Button>
        <Button pending={pending} onClick={onYes}>
          {t('cardSettings.yes')}
        </Button>
      </div>
    </Modal>
  );
};
