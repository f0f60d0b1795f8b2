import { Modal, toast } from '@portal/shared';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import styles from './card-settings.module.css';
import { useFreezeUnfreeze } from '../api/card-settings-mutations';
import { toastCardsError } from '../../../lib/card-errors';

type FreezeModalProps = {
  open: boolean;
  cardId: string;
  frozen: boolean;
  /** The provider blocked the card: the switch cannot lift that, and the modal says why. */
  blockedByProvider?: boolean;
  onClose: () => void;
};

/** The freeze switch: on when the card is not ACTIVE at the processor; toggling calls freeze/unfreeze and the
 * card reloads (spec 03 §4). A card the provider blocked keeps the switch on and disabled, with the reason. */
export const FreezeModal = ({
  open,
  cardId,
  frozen,
  blockedByProvider = false,
  onClose,
}: FreezeModalProps) => {
  const { t } = useCardsTranslation();
  const toggle = useFreezeUnfreeze();
  const handleToggle = async () => {
    if (blockedByProvider) return;
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
          disabled={toggle.isPending || blockedByProvider}
          aria-describedby={blockedByProvider ? 'freeze-blocked-reason' : undefined}
          onChange={() => void handleToggle()}
          data-freeze-switch
        />
        <span>{t('cardSettings.freezeSwitch')}</span>
      </label>
      {blockedByProvider ? (
        <p id="freeze-blocked-reason" role="note" data-blocked-by="provider">
          {t('cardSettings.blockedByProvider')}
        </p>
      ) : null}
    </Modal>
  );
};
