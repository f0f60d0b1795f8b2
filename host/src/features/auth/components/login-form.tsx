import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import * as v from 'valibot';
import { Banner, Button, TextField, errorMessage, useApiMutation, useTranslation } from '@portal/shared';
import { authEndpoints as endpoints } from '@portal/shared/contract';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { publicStyles as styles } from './public-layout';
import { PasskeySignIn } from './passkey-sign-in';
import { SecondFactorStep, type Challenge } from './second-factor-step';

const schema = v.object({
  email_id: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Email ID is required.'),
    v.email('Please Enter Correct Email Format.'),
  ),
  password: v.pipe(v.string(), v.nonEmpty('host:validation.passwordRequired')),
});
type Values = v.InferOutput<typeof schema>;

/** E-mail + password; the second factor follows in a dialog when the server asks for one. */
export const LoginForm = () => {
  const { t } = useTranslation('host');
  const finish = useFinishSignIn();
  const [challenge, setChallenge] = useState<Challenge>();
  const { control, handleSubmit } = useForm<Values>({
    resolver: valibotResolver(schema),
    defaultValues: { email_id: '', password: '' },
  });
  const login = useApiMutation(endpoints['auth.login'], {
    onSuccess: ({ data }) => {
      if (data.jwt_token && data.jwt_refresh_token)
        finish(
          { jwt_token: data.jwt_token, jwt_refresh_token: data.jwt_refresh_token },
          data.demouser ?? 'No',
        );
      else if (data.login_token)
        setChallenge({
          mode: data.two_factor,
          loginToken: data.login_token,
          demouser: data.demouser ?? 'No',
        });
    },
  });

  // The code dialog is rendered OUTSIDE the form: React events bubble through portals along the component
  // tree, so the dialog's Submit inside <form> re-submitted the login (a second login call, a second SMS).
  return (
    <>
      <form
        className={styles.form}
        method="post"
        noValidate
        onSubmit={handleSubmit((body) => login.mutate({ body }))}
      >
        {login.error ? <Banner kind="error">{errorMessage(login.error)}</Banner> : null}
        <TextField
          control={control}
          name="email_id"
          label={t('auth.email')}
          type="email"
          // "webauthn": the browser may offer the customer's passkeys here (conditional UI).
          autoComplete="username webauthn"
          inputMode="email"
        />
        <TextField
          control={control}
          name="password"
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
        />
        <Button type="submit" pending={login.isPending}>
          {t('auth.signIn')}
        </Button>
        <PasskeySignIn />
        <div className={styles.links}>
          <Link to="/page-forgot-password">{t('auth.forgotLink')}</Link>
          <Link to="/register">{t('auth.registerLink')}</Link>
        </div>
      </form>
      {challenge ? (
        <SecondFactorStep challenge={challenge} onClose={() => setChallenge(undefined)} onDone={finish} />
      ) : null}
    </>
  );
};
