import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import {
  Banner,
  Button,
  TextField,
  apiCall,
  errorMessage,
  toast,
  translate,
  useApiMutation,
  useTranslation,
} from '@portal/shared';
import { endpoints } from '@portal/shared/contract';
import { startSession } from '../../../lib/session-actions';
import { onboardingStore, useOnboarding } from '../../../lib/onboarding-store';
import { PublicLayout, publicStyles as styles } from './public-layout';

const schema = v.object({
  code: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('host:validation.codeRequired'),
    v.regex(/^\d{6}$/, 'host:validation.codeFormat'),
  ),
});
type Values = v.InferOutput<typeof schema>;
type Channel = 'email' | 'sms';

/** E-mail code then SMS code of a pending signup; after both the server issues tokens. */
export const OtpPage = ({ channel }: { channel: Channel }) => {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const token = useOnboarding((s) => s.signupToken);
  const hint = useOnboarding((s) => (channel === 'email' ? s.emailId : s.phoneHint));
  const { control, handleSubmit } = useForm<Values>({
    resolver: valibotResolver(schema),
    defaultValues: { code: '' },
  });
  const verify = useApiMutation(
    endpoints[channel === 'email' ? 'auth.verifySignupEmail' : 'auth.verifySignupSms'],
    {
      onSuccess: ({ data }) => {
        if (data.jwt_token && data.jwt_refresh_token) {
          startSession({ jwt_token: data.jwt_token, jwt_refresh_token: data.jwt_refresh_token });
          // The signup token stays (used up on the server): clearing it re-rendered this page synchronously, before
          // the router's transition landed, and its "no token → /register" redirect won over the 2FA step.
          onboardingStore.setState({ settingUpTwoFactor: true });
          toast.success(translate('host:auth.signupSuccess'), 3000);
          void navigate('/register-google-auth', { replace: true });
        } else
          void navigate(
            data.email_verified === 'Yes' ? '/register-verify-otp-signup' : '/register-verify-otp-email',
          );
      },
    },
  );
  if (!token) return <Navigate to="/register" replace />;
  const resend = () =>
    apiCall(endpoints['auth.resendSignupCode'], { body: { signup_token: token, channel } }).then(
      (answer) => toast.success(answer.message),
      toast.fromError,
    );

  return (
    <PublicLayout
      title={t(channel === 'email' ? 'auth.emailOtpTitle' : 'auth.smsOtpTitle')}
      page={`otp-${channel}`}
    >
      <p>{t(channel === 'email' ? 'auth.emailOtpText' : 'auth.smsOtpText', { hint })}</p>
      {/* The registration answers a known address like a new one (decision 139): its owner gets a notice. */}
      {channel === 'email' ? <p className={styles.note}>{t('auth.emailOtpExisting')}</p> : null}
      <form
        className={styles.form}
        noValidate
        onSubmit={handleSubmit((values) =>
          verify.mutate({ body: { signup_token: token, code: values.code } }),
        )}
      >
        {verify.error ? <Banner kind="error">{errorMessage(verify.error)}</Banner> : null}
        <TextField
          control={control}
          name="code"
          label={t('auth.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
        <Button type="submit" pending={verify.isPending}>
          {t('auth.verify')}
        </Button>
        <div className={styles.links}>
          <Button variant="link" onClick={() => void resend()}>
            {t('auth.resend')}
          </Button>
          <Link to="/register">{t('auth.startOver')}</Link>
        </div>
      </form>
    </PublicLayout>
  );
};
