import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import {
  Banner,
  Button,
  TextField,
  errorMessage,
  toast,
  useApiMutation,
  useTranslation,
} from '@portal/shared';
import { endpoints } from '@portal/shared/contract';
import { PublicLayout, publicStyles as styles } from './public-layout';
import { registrationSchema } from './registration-schema';

const email = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Email ID is required.'),
  v.email('Please Enter Correct Email Format.'),
);
// Step one checks only the e-mail; both schemas share one shape so nothing typed is lost between steps.
const emailSchema = v.object({
  email_id: email,
  code: v.string(),
  password: v.string(),
  confirm_password: v.string(),
});
const resetSchema = v.pipe(
  v.object({
    email_id: email,
    code: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('host:validation.codeRequired'),
      v.regex(/^\d{6}$/, 'host:validation.codeFormat'),
    ),
    password: registrationSchema.pipe[0].entries.password,
    confirm_password: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirm_password']],
      (i) => i.password === i.confirm_password,
      'host:validation.passwordMatch',
    ),
    ['confirm_password'],
  ),
);
type ResetValues = v.InferInput<typeof resetSchema>;

/** Forgot password: an e-mail code, then the code with a new password (the server ends every session). */
export const ForgotPasswordPage = () => {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const [codeSent, setCodeSent] = useState(false);
  const form = useForm<ResetValues>({
    resolver: valibotResolver(codeSent ? resetSchema : emailSchema),
    defaultValues: { email_id: '', code: '', password: '', confirm_password: '' },
  });
  const send = useApiMutation(endpoints['auth.forgotPassword'], {
    onSuccess: (a) => {
      toast.success(a.message);
      setCodeSent(true);
    },
  });
  const reset = useApiMutation(endpoints['auth.resetPassword'], {
    onSuccess: (a) => {
      toast.success(a.message);
      void navigate('/login');
    },
  });
  const error = send.error ?? reset.error;
  const submit = form.handleSubmit(({ email_id, code, password }) =>
    codeSent ? reset.mutate({ body: { email_id, code, password } }) : send.mutate({ body: { email_id } }),
  );
  return (
    <PublicLayout title={t('auth.forgotTitle')} page="forgot-password">
      <p>{t(codeSent ? 'auth.forgotCodeText' : 'auth.forgotText')}</p>
      <form className={styles.form} method="post" noValidate onSubmit={submit}>
        {error ? <Banner kind="error">{errorMessage(error)}</Banner> : null}
        <TextField
          control={form.control}
          name="email_id"
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          readOnly={codeSent}
        />
        {codeSent ? (
          <>
            <TextField
              control={form.control}
              name="code"
              label={t('auth.code')}
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
            />
            <TextField
              control={form.control}
              name="password"
              label={t('auth.newPassword')}
              type="password"
              autoComplete="new-password"
              hint={t('auth.passwordHint')}
            />
            <TextField
              control={form.control}
              name="confirm_password"
              label={t('auth.confirmPassword')}
              type="password"
              autoComplete="new-password"
            />
          </>
        ) : null}
        <Button type="submit" pending={send.isPending || reset.isPending}>
          {t(codeSent ? 'auth.resetPassword' : 'auth.sendCode')}
        </Button>
        <Link to="/login">{t('auth.backToLogin')}</Link>
      </form>
    </PublicLayout>
  );
};
