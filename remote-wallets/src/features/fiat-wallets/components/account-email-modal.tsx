import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { Modal, TextField, toast, FormActions, type FiatAccount } from '@portal/shared';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { useSendAccountInfoEmail } from '../api/send-account-info-email';
import styles from './wallet-cards.module.css';

const schema = v.object({
  email: v.pipe(v.string(), v.trim(), v.email('wallets:fiatWallets.errors.email')),
});
type Values = v.InferInput<typeof schema>;

export type AccountEmailModalProps = { account: FiatAccount | null; onClose: () => void };

/** E-mails the account details to a typed address (spec 02 §5): success clears the input; a failure clears it
 * too, silently (spec 02 §8). */
export const AccountEmailModal = ({ account, onClose }: AccountEmailModalProps) => {
  const { t } = useWalletsTranslation();
  const send = useSendAccountInfoEmail();
  const { control, handleSubmit, reset } = useForm<Values>({
    resolver: valibotResolver(schema),
    defaultValues: { email: '' },
  });

  const composeText = (a: FiatAccount) =>
    [
      [t('fiatWallets.accountNumber'), a.account_number],
      [t('fiatWallets.routingNumber'), a.routing_number],
      [t('fiatWallets.swiftCode'), a.swift_code],
      [t('fiatWallets.bankName'), a.bank_name],
      [t('fiatWallets.accountHolder'), a.customer_name],
      [t('fiatWallets.address'), a.customer_address],
    ]
      .map(([label, value]) => `${label}: ${value ?? ''}`)
      .join('\n');

  const submit = handleSubmit(async ({ email }) => {
    if (!account) return;
    try {
      const answer = await send.mutateAsync({ body: { emailtext: composeText(account), email_id: email } });
      toast.success(answer.message ?? '');
      reset({ email: '' });
      onClose();
    } catch {
      reset({ email: '' });
    }
  });

  return (
    <Modal
      open={account !== null}
      title={t('fiatWallets.emailTitle')}
      onClose={onClose}
      dismissible={!send.isPending}
    >
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          control={control}
          name="email"
          type="email"
          label={t('fiatWallets.emailLabel')}
          placeholder={t('fiatWallets.emailPlaceholder')}
          autoComplete="email"
        />
        <FormActions onCancel={onClose} pending={send.isPending} />
      </form>
    </Modal>
  );
};
