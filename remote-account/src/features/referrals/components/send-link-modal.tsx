import { ConfirmModal, toast } from '@portal/shared';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { useSendReferralLink } from '../api/send-referral-link';
import { showReferralError } from './referral-error';

/** "Send Referral Link to User" for an Approved request. */
export const SendLinkModal = ({ rrId, onClose }: { rrId: number | null; onClose: () => void }) => {
  const { t } = useAccountTranslation();
  const send = useSendReferralLink();

  const confirm = async () => {
    if (rrId === null) return;
    try {
      const answer = await send.mutateAsync({ body: { rr_id: rrId } });
      toast.success(answer.message);
      onClose();
    } catch (error) {
      showReferralError(error);
    }
  };

  return (
    <ConfirmModal
      open={rrId !== null}
      title={t('referrals.sendTitle')}
      confirmLabel={t('referrals.send')}
      pending={send.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {t('referrals.sendQuestion')}
    </ConfirmModal>
  );
};
