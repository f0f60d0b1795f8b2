import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast, translate } from '@portal/shared';
import { returnPathAfterSignIn } from '../../../app/routing/return-path';
import { startSession } from '../../../lib/session-actions';

/** Stores the tokens, shows "Login Successfully Completed" and opens the page the visitor was sent to login from
 * (a deep link, an expired session), else the dashboard. */
export const useFinishSignIn = () => {
  const navigate = useNavigate();
  const { state } = useLocation();
  return useCallback(
    (tokens: { jwt_token: string; jwt_refresh_token: string }, demouser: 'Yes' | 'No' = 'No') => {
      startSession(tokens, demouser);
      toast.success(translate('host:auth.loginSuccess'), 3000);
      void navigate(returnPathAfterSignIn(state), { replace: true });
    },
    [navigate, state],
  );
};
