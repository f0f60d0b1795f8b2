import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { Button, TOAST_DURATIONS, TextField, toast } from '@portal/shared';
import styles from '../../../lib/account.module.css';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { useUpdatePassword } from '../api/update-password';
import {
  emptyPassword,
  passwordSchema,
  type PasswordInput,
  type PasswordValues,
} from '../rules/password-schema';

/** Change Password tab. Errors show 3 s (spec 03 §8); success clears the form (the server ends the other
 * sessions; this one stays signed in). */
export const ChangePasswordForm = () => {
  const { t } = useAccountTranslation();
  const update = useUpdatePassword();
  const form = useForm<PasswordInput, unknown, PasswordValues>({
    resolver: valibotResolver(passwordSchema),
    defaultValues: emptyPassword,
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await update.mutateAsync({ body: values });
      toast.success(answer.message);
      form.reset(emptyPassword);
    } catch (error) {
      toast.fromError(error, TOAST_DURATIONS.short);
    }
  });

  return (
    <form className={styles.stack} onSubmit={(event) => void submit(event)} noValidate data-change-password>
      <TextField
        control={form.control}
        name="old_password"
        label={t('profile.password.old')}
        type="password"
        autoComplete="current-password"
      />
      <TextField
        control={form.control}
        name="new_password"
        label={t('profile.password.new')}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        control={form.control}
        name="confirm_password"
        label={t('profile.password.confirm')}
        type="password"
        autoComplete="new-password"
      />
      <div className={styles.actions}>
        <Button type="submit" pending={update.isPending}>
          {t('profile.password.submit')}
        </Button>
      </div>
    </form>
  );
};
