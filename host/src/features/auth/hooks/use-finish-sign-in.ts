import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast, translate } from '@portal/shared';
import { startSession } from '../../../lib/session-actions';

/** Stores the tokens, shows "Login Successfully Completed" and opens the dashboard. */
export const useFinishSignIn = () => {
  const navigate = useNavigate();
  return useCallback(
    (tokens: { jwt_token: string; jwt_refresh_token: string }, demouser: 'Yes' | 'No' = 'No') => {
      startSession(tokens, demouser);
      toast.success(translate('host:auth.loginSuccess'), 3000);
      void navigate('/dashboard', { replace: true });
    },
    [navigate],
  );
};
