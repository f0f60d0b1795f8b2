import { useState } from 'react';
import { SecondFactorDialog, apiCall, errorMessage, toast, useTranslation } from '@portal/shared';
import { authEndpoints as endpoints } from '@portal/shared/contract';

export type Challenge = { mode: string; loginToken: string; demouser: 'Yes' | 'No' };
type Tokens = { jwt_token: string; jwt_refresh_token: string };

/** Authenticator or SMS code for the login (POST user/auth/login/verify). */
export const SecondFactorStep = ({
  challenge,
  onClose,
  onDone,
}: {
  challenge: Challenge;
  onClose: () => void;
  onDone: (tokens: Tokens, demouser: 'Yes' | 'No') => void;
}) => {
  const { t } = useTranslation('host');
  const [error, setError] = useState<string>();
  const verify = async (code: string) => {
    setError(undefined);
    try {
      const { data } = await apiCall(endpoints['auth.loginVerify'], {
        body: { login_token: challenge.loginToken, code },
      });
      onDone(data, challenge.demouser);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  const resend = async () => {
    try {
      const answer = await apiCall(endpoints['auth.loginResendSms'], {
        body: { login_token: challenge.loginToken },
      });
      toast.success(answer.message);
    } catch (failure) {
      toast.fromError(failure);
    }
  };
  return (
    <SecondFactorDialog
      mode={challenge.mode}
      open
      title={t('auth.secondFactorTitle')}
      onSubmit={verify}
      onResend={resend}
      onClose={onClose}
      error={error}
    />
  );
};
