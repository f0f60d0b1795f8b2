import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { sessionStore, useSession } from '@portal/shared';
import { endSession } from '../../../lib/session-actions';
import { fetchPublicIp } from '../api/public-ip';

/** Spec 01 §4: the first address seen is stored; a different one with diffips Yes wipes the session. */
export const useIpCheck = (): void => {
  const navigate = useNavigate();
  const token = useSession((s) => s.user_jwt);
  useEffect(() => {
    if (!token) return;
    let alive = true;
    fetchPublicIp()
      .then((ip) => {
        const { user_ip: stored, diffips, setValues } = sessionStore.getState();
        if (!alive) return;
        if (!stored) setValues({ user_ip: ip });
        else if (stored !== ip && diffips === 'Yes')
          void navigate(endSession('ip-changed'), { replace: true });
      })
      // The check is a safeguard, not a gate: an unreachable echo keeps the session.
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [token, navigate]);
};
