import { valibotResolver } from '@hookform/resolvers/valibot';
import { type Control, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import {
  Banner,
  Button,
  Loader,
  QrCode,
  TextField,
  errorMessage,
  toast,
  useApiMutation,
  useApiQuery,
  useTranslation,
} from '@portal/shared';
import { endpoints } from '@portal/shared/contract';
import { PublicLayout, publicStyles as styles } from './public-layout';

const sixDigits = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('host:validation.codeRequired'),
  v.regex(/^\d{6}$/, 'host:validation.codeFormat'),
);
/** The new app's code, and the re-authentication the server requires: password and current SMS code. */
const schema = v.object({
  code: sixDigits,
  password: v.pipe(v.string(), v.nonEmpty('host:validation.passwordRequired')),
  current_code: sixDigits,
});
type Values = v.InferOutput<typeof schema>;

type Setup = ReturnType<typeof useSetup>;
const useSetup = () =>
  useApiQuery(endpoints['auth.authenticatorSetup'], undefined, {
    select: (a) => a.data,
    staleTime: Infinity,
  });

/** The QR code of the otpauth URI and the secret for manual entry. */
const AuthenticatorSecret = ({ setup }: { setup: Setup }) => {
  const { t } = useTranslation('host');
  return (
    <>
      {setup.isPending ? <Loader /> : null}
      {setup.error ? <Banner kind="error">{errorMessage(setup.error)}</Banner> : null}
      {setup.data ? (
        <>
          <QrCode value={setup.data.otpauth_url} alt={t('auth.qrAlt')} />
          <p>{t('auth.secretLabel')}</p>
          <code className={styles.secret} data-secret>
            {setup.data.secret}
          </code>
        </>
      ) : null}
    </>
  );
};

type ReauthProps = {
  control: Control<Values>;
  sendCurrent: { isPending: boolean; mutate: (input: Record<string, never>) => void };
  ready: boolean;
};

/** Password and an SMS code sent to the current number: a change of sign-in method needs both. */
const ReauthFields = ({ control, sendCurrent, ready }: ReauthProps) => {
  const { t } = useTranslation('host');
  return (
    <>
      <p>{t('auth.reauthText')}</p>
      <TextField
        control={control}
        name="password"
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
      />
      <Button
        variant="secondary"
        pending={sendCurrent.isPending}
        disabled={!ready}
        onClick={() => sendCurrent.mutate({})}
      >
        {t('auth.sendCurrentCode')}
      </Button>
      <TextField
        control={control}
        name="current_code"
        label={t('auth.currentCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
    </>
  );
};

/** Authenticator setup right after signup: QR of the otpauth URI, the secret for manual entry, a confirm code,
 * and the re-authentication a change of sign-in method needs (password and an SMS code naming the change). */
export const GoogleAuthPage = () => {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const setup = useSetup();
  const { control, handleSubmit } = useForm<Values>({
    resolver: valibotResolver(schema),
    defaultValues: { code: '', password: '', current_code: '' },
  });
  const sendCurrent = useApiMutation(endpoints['auth.sendAndCheckOtp'], {
    onSuccess: () => toast.success(t('auth.currentCodeSent')),
  });
  // The onboarding flag is cleared by the identity step: clearing it here re-rendered the guard synchronously,
  // before the router's transition to /sumsub landed, and sent the new customer to the dashboard instead.
  const next = () => {
    void navigate('/sumsub', { replace: true });
  };
  const confirm = useApiMutation(endpoints['auth.authenticatorConfirm'], {
    onSuccess: (answer) => {
      toast.success(answer.message);
      next();
    },
  });
  return (
    <PublicLayout title={t('auth.googleTitle')} page="register-google-auth">
      <p>{t('auth.googleText')}</p>
      <AuthenticatorSecret setup={setup} />
      <form className={styles.form} noValidate onSubmit={handleSubmit((body) => confirm.mutate({ body }))}>
        {confirm.error ? <Banner kind="error">{errorMessage(confirm.error)}</Banner> : null}
        {sendCurrent.error ? <Banner kind="error">{errorMessage(sendCurrent.error)}</Banner> : null}
        <TextField
          control={control}
          name="code"
          label={t('auth.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
        <ReauthFields control={control} sendCurrent={sendCurrent} ready={Boolean(setup.data)} />
        <Button type="submit" pending={confirm.isPending}>
          {t('auth.enable2fa')}
        </Button>
        <Button variant="link" onClick={next}>
          {t('auth.skip')}
        </Button>
      </form>
    </PublicLayout>
  );
};
