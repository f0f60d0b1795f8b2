import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Button, TextField, toast, flowFormStyles as styles } from '@portal/shared';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { useSendAccountInfoEmail } from '../api/send-account-info-email';

type EmailForm = { email_id: string };

/** E-mails the instructions. Invalid address: the placeholder text as the error, nothing sent. Success:
 * the server message, input cleared; failure: input cleared, no message (spec 02 §8). */
export const EmailShareForm = ({ text }: { text: string }) => {
  const { t } = useWalletsTranslation();
  const send = useSendAccountInfoEmail();
  const schema = useMemo(
    () => v.object({ email_id: v.pipe(v.string(), v.trim(), v.email(t('fiatDeposit.errors.email'))) }),
    [t],
  );
  const form = useForm<EmailForm>({ resolver: valibotResolver(schema), defaultValues: { email_id: '' } });

  const onSubmit = form.handleSubmit(async ({ email_id }) => {
    try {
      const answer = await send.mutateAsync({ body: { emailtext: text, email_id } });
      toast.success(answer.message);
    } catch {
      // Silent by the spec.
    }
    form.reset({ email_id: '' });
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField
        control={form.control}
        name="email_id"
        type="email"
        label={t('fiatDeposit.emailLabel')}
        placeholder={t('fiatDeposit.emailPlaceholder')}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" pending={send.isPending}>
          {t('fiatDeposit.send')}
        </Button>
      </div>
    </form>
  );
};
