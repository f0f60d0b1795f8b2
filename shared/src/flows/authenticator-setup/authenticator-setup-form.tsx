import { valibotResolver } from '@hookform/resolvers/valibot';
import type { ReactNode } from 'react';
import { type Control, useForm } from 'react-hook-form';
import * as v from 'valibot';
import { endpoints } from '../../contract';
import { useApiMutation, useApiQuery } from '../../api/query-helpers';
import { errorMessage } from '../../api/api-error';
import { useSharedTranslation } from '../../i18n/use-shared-translation';
import { Button } from '../../ui/controls/button';
import { TextField } from '../../ui/form/text-field';
import { Loader } from '../../ui/loader/loader';
import { QrCode } from '../../ui/controls/qr-code';
import { Banner } from '../../ui/toast/banner';
import { toast } from '../../ui/toast/toast-store';
import styles from './authenticator-setup.module.css';

const sixDigits = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('shared:authenticator.codeRequired'),
  v.regex(/^\d{6}$/, 'shared:authenticator.codeFormat'),
);
/** The new app's code, and the re-authentication the server requires: password and current SMS code. */
const schema = v.object({
  code: sixDigits,
  password: v.pipe(v.string(), v.nonEmpty('shared:authenticator.passwordRequired')),
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
  const { t } = useSharedTranslation();
  return (
    <>
      {setup.isPending ? <Loader /> : null}
      {setup.error ? <Banner kind="error">{errorMessage(setup.error)}</Banner> : null}
      {setup.data ? (
        <>
          <QrCode value={setup.data.otpauth_url} alt={t('authenticator.qrAlt')} />
          <p>{t('authenticator.secretLabel')}</p>
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
  const { t } = useSharedTranslation();
  return (
    <>
      <p>{t('authenticator.reauthText')}</p>
      <TextField
        control={control}
        name="password"
        label={t('authenticator.password')}
        type="password"
        autoComplete="current-password"
      />
      <Button
        variant="secondary"
        pending={sendCurrent.isPending}
        disabled={!ready}
        onClick={() => sendCurrent.mutate({})}
      >
        {t('authenticator.sendCurrentCode')}
      </Button>
      <TextField
        control={control}
        name="current_code"
        label={t('authenticator.currentCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
    </>
  );
};

export type AuthenticatorSetupFormProps = {
  /** After the server enabled the authenticator (its message is already shown as a toast). */
  onEnabled: () => void;
  /** A second action under the submit button (sign-up's "Skip for now"). */
  secondary?: ReactNode;
};

/** Authenticator setup, one form for sign-up and the profile: QR of the otpauth URI, the secret for manual
 * entry, a confirm code, and the re-authentication a change of sign-in method needs (password and an SMS code
 * naming the change). */
export const AuthenticatorSetupForm = ({ onEnabled, secondary }: AuthenticatorSetupFormProps) => {
  const { t } = useSharedTranslation();
  const setup = useSetup();
  const { control, handleSubmit } = useForm<Values>({
    resolver: valibotResolver(schema),
    defaultValues: { code: '', password: '', current_code: '' },
  });
  const sendCurrent = useApiMutation(endpoints['auth.sendAndCheckOtp'], {
    onSuccess: () => toast.success(t('authenticator.currentCodeSent')),
  });
  const confirm = useApiMutation(endpoints['auth.authenticatorConfirm'], {
    invalidates: [endpoints['shell.getUserDetails']],
    onSuccess: (answer) => {
      toast.success(answer.message);
      onEnabled();
    },
  });
  return (
    <div className={styles.setup}>
      <p>{t('authenticator.text')}</p>
      <AuthenticatorSecret setup={setup} />
      <form className={styles.form} noValidate onSubmit={handleSubmit((body) => confirm.mutate({ body }))}>
        {confirm.error ? <Banner kind="error">{errorMessage(confirm.error)}</Banner> : null}
        {sendCurrent.error ? <Banner kind="error">{errorMessage(sendCurrent.error)}</Banner> : null}
        <TextField
          control={control}
          name="code"
          label={t('authenticator.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
        <ReauthFields control={control} sendCurrent={sendCurrent} ready={Boolean(setup.data)} />
        <Button type="submit" pending={confirm.isPending}>
          {t('authenticator.enable')}
        </Button>
        {secondary}
      </form>
    </div>
  );
};
