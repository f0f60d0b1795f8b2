import { Modal, toast } from '@portal/shared';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import styles from './card-settings.module.css';
import { useFreezeUnfreeze } from '../api/card-settings-mutations';
import { toastCardsError } from '../../../lib/card-errors';

type FreezeModalProps = { open: boolean; cardId: string; frozen: boolean; onClose: () => void };

/** The freeze switch: on when the card is not ACTIVE at the processor; toggling calls freeze/unfreeze and the
 * card reloads (spec 03 §4). */
export const FreezeModal = ({ open, cardId, frozen, onClose }: FreezeModalProps) => {
  const { t } = useCardsTranslation();
  const toggle = useFreezeUnfreeze();
  const handleToggle = async () => {
    try {
      const answer = await toggle.mutateAsync({ body: { card_id: cardId } });
      toast.success(answer.message ?? '');
    } catch (failure) {
      toastCardsError(failure);
    }
  };
  return (
    <Modal
      open={open}
      title={t('cardSettings.freezeTitle')}
      onClose={onClose}
      dismissible={!toggle.isPending}
    >
      <label className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          checked={frozen}
          disabled={toggle.isPending}
          onChange={() => void handleToggle()}
          data-freeze-switch
        />
        <span>{t('cardSettings.freezeSwitch')}</span>
      </label>
    </Modal>
  );
};
