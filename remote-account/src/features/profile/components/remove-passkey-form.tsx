import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { Banner, Button, errorMessage, toast, useSharedTranslation } from '@portal/shared';
import accountStyles from '../../../lib/account.module.css';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { useRemovePasskey } from '../api/remove-passkey';
import { type ReauthValues, reauthSchema } from '../rules/passkey-schema';
import { PasskeyReauthFields } from './passkey-reauth-fields';

/** Removing a passkey asks for the password and the current factor, like adding one. */
export const RemovePasskeyForm = ({
  passkey,
  onDone,
}: {
  passkey: { id: string; name: string };
  onDone: () => void;
}) => {
  const { t } = useAccountTranslation();
  const { t: ts } = useSharedTranslation();
  const remove = useRemovePasskey();
  const form = useForm<ReauthValues>({
    resolver: valibotResolver(reauthSchema),
    defaultValues: { password: '', current_code: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await remove.mutateAsync({ body: { id: passkey.id, ...values } });
      toast.success(t('profile.passkeys.removed', { name: passkey.name }));
      onDone();
    } catch {
      /* shown below */
    }
  });
  return (
    <form
      className={accountStyles.stack}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-remove-passkey
    >
      <p>{t('profile.passkeys.removeText', { name: passkey.name })}</p>
      <PasskeyReauthFields control={form.control} change={{ change: 'remove', id: passkey.id }} />
      {remove.error ? <Banner kind="error">{errorMessage(remove.error)}</Banner> : null}
      <div className={accountStyles.actions}>
        <Button variant="secondary" onClick={onDone} disabled={remove.isPending}>
          {ts('common.cancel')}
        </Button>
        <Button type="submit" pending={remove.isPending}>
          {t('profile.passkeys.remove')}
        </Button>
      </div>
    </form>
  );
};
