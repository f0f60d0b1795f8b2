import { useCallback } from 'react';
import { toast, translate } from '@portal/shared';
import { startSession } from '../../../lib/session-actions';

/** Stores the tokens and shows "Login Successfully Completed". Where the customer goes next is the access guard's
 * one decision for a signed-in visitor of the login screens: the page they were sent to login from (a deep link,
 * an expired session), else the dashboard (app/routing/return-path.ts). */
export const useFinishSignIn = () =>
  useCallback((tokens: { jwt_token: string; jwt_refresh_token: string }, demouser: 'Yes' | 'No' = 'No') => {
    startSession(tokens, demouser);
    toast.success(translate('host:auth.loginSuccess'), 3000);
  }, []);
