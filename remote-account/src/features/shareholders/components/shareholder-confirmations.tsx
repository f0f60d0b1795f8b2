import { ConfirmModal, toast } from '@portal/shared';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { useDeleteCustomer } from '../api/delete-customer';
import { useResendCustomerEmail } from '../api/resend-customer-email';
import type { Shareholder } from './shareholder-type';

type Props = { action: 'resend' | 'delete'; shareholder: Shareholder; onClose: () => void };

/** The Delete and Resend Email confirmations of one Pending shareholder. */
export const ShareholderConfirmation = ({ action, shareholder, onClose }: Props) => {
  const { t } = useAccountTranslation();
  const remove = useDeleteCustomer();
  const resend = useResendCustomerEmail();
  const mutation = action === 'delete' ? remove : resend;
  const name = `${shareholder.first_name} ${shareholder.last_name}`;

  const confirm = async () => {
    try {
      const answer = await mutation.mutateAsync({ body: { user_id: shareholder.user_id_pk } });
      toast.success(answer.message);
      onClose();
    } catch (error) {
      toast.fromError(error);
    }
  };

  return (
    <ConfirmModal
      open
      title={t(action === 'delete' ? 'shareholders.deleteTitle' : 'shareholders.resendTitle')}
      confirmLabel={t(action === 'delete' ? 'shareholders.delete' : 'shareholders.resendConfirm')}
      pending={mutation.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {t(action === 'delete' ? 'shareholders.deleteQuestion' : 'shareholders.resendQuestion', { name })}
    </ConfirmModal>
  );
};
