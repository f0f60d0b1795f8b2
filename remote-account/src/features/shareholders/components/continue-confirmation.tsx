import { ConfirmModal, toast } from '@portal/shared';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { useAddedAllShareHolders } from '../api/added-all-share-holders';

/** "Are you sure you added all shareholders (25%+ ownership)?" — then the list is final and the dashboard opens. */
export const ContinueConfirmation = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useAccountTranslation();
  const confirmAll = useAddedAllShareHolders();

  const confirm = async () => {
    try {
      const answer = await confirmAll.mutateAsync({});
      toast.success(answer.message);
      onClose();
    } catch (error) {
      toast.fromError(error);
    }
  };

  return (
    <ConfirmModal
      open={open}
      title={t('shareholders.confirmationTitle')}
      confirmLabel={t('shareholders.confirm')}
      pending={confirmAll.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {t('shareholders.continueQuestion')}
    </ConfirmModal>
  );
};
