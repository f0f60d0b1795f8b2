import { useState } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { Button, TextField, toast } from '@portal/shared';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { useUserDetails } from '../../../lib/api/get-user-details';
import { sendChangeCode } from '../api/send-change-code';

type Props<V extends FieldValues> = {
  control: Control<V>;
  change: { change: 'add' | 'remove'; id?: string };
};

/** Password and the current sign-in factor's code: the authenticator's, or an SMS code sent for this change. */
export const PasskeyReauthFields = <V extends FieldValues>({ control, change }: Props<V>) => {
  const { t } = useAccountTranslation();
  const authenticator = useUserDetails().data?.authenticator === 'Yes';
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await sendChangeCode(change);
      toast.success(t('profile.passkeys.codeSent'));
    } catch (error) {
      toast.fromError(error);
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <TextField
        control={control}
        name={'password' as Path<V>}
        label={t('profile.passkeys.password')}
        type="password"
        autoComplete="current-password"
      />
      {authenticator ? null : (
        <Button variant="secondary" pending={sending} onClick={() => void send()}>
          {t('profile.passkeys.sendCode')}
        </Button>
      )}
      <TextField
        control={control}
        name={'current_code' as Path<V>}
        label={t(authenticator ? 'profile.passkeys.authenticatorCode' : 'profile.passkeys.smsCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
    </>
  );
};
