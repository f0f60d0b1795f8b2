import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import {
  Banner,
  Button,
  TextField,
  errorMessage,
  passkeyFailureKey,
  toast,
  useSharedTranslation,
} from '@portal/shared';
import accountStyles from '../../../lib/account.module.css';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { useAddPasskey } from '../api/add-passkey';
import { type AddPasskeyValues, addPasskeySchema } from '../rules/passkey-schema';
import { PasskeyReauthFields } from './passkey-reauth-fields';

/** Name, password and the current factor's code; then the browser asks for the fingerprint, face or PIN. */
export const AddPasskeyForm = ({ onDone }: { onDone: () => void }) => {
  const { t } = useAccountTranslation();
  const { t: ts } = useSharedTranslation();
  const add = useAddPasskey();
  const form = useForm<AddPasskeyValues>({
    resolver: valibotResolver(addPasskeySchema),
    defaultValues: { name: '', password: '', current_code: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      toast.success(t('profile.passkeys.addedToast', { name: values.name }));
      onDone();
    } catch {
      /* shown below */
    }
  });
  const failure = add.error ? passkeyFailureKey(add.error) : undefined;
  return (
    <form
      className={accountStyles.stack}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-add-passkey
    >
      <TextField
        control={form.control}
        name="name"
        label={t('profile.passkeys.name')}
        placeholder={t('profile.passkeys.namePlaceholder')}
        autoComplete="off"
        maxLength={60}
      />
      <p className={accountStyles.muted}>{t('profile.passkeys.reauth')}</p>
      <PasskeyReauthFields control={form.control} change={{ change: 'add' }} />
      {add.error ? <Banner kind="error">{failure ? ts(failure) : errorMessage(add.error)}</Banner> : null}
      <div className={accountStyles.actions}>
        <Button variant="secondary" onClick={onDone} disabled={add.isPending}>
          {ts('common.cancel')}
        </Button>
        <Button type="submit" pending={add.isPending}>
          {t('profile.passkeys.create')}
        </Button>
      </div>
    </form>
  );
};
