import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  Banner,
  bus,
  sessionStore,
  toast,
  translate,
  useBusEvent,
  useSession,
  useTranslation,
} from '@portal/shared';
import { returnStateOf } from '../../../app/routing/return-path';
import { endSession, loginPathFor } from '../../../lib/session-actions';
import { takeEarlyExpiry } from '../../../lib/use-user-details';
import { useInactivity } from '../hooks/use-inactivity';
import { useIpCheck } from '../hooks/use-ip-check';
import styles from './session-watch.module.css';

const toMs = (value: string | null, fallback: number): number =>
  value && Number.isFinite(Number(value)) ? Number(value) : fallback;

/** Mounted once: attribution capture, token expiry, IP change and inactivity (spec 01 §3, §4). */
export const SessionWatch = () => {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const token = useSession((s) => s.user_jwt);
  const padding = useSession((s) => s.paddingtime);
  const autologoutTime = useSession((s) => s.autologouttime);
  const flag = useSession((s) => s.autologout);

  useEffect(() => {
    sessionStore.getState().captureAttribution(window.location.search);
  }, []);

  const location = useLocation();
  // The kit already cleared the session; we only choose the login page, which brings the customer back here.
  useBusEvent('session:expired', ({ demoUser }) => {
    toast.info(translate('host:session.expired'));
    void navigate(loginPathFor(demoUser), { replace: true, state: returnStateOf(location) });
  });
  // The start-up's user-details call may have expired the session before the handler above listened: told again.
  useEffect(() => {
    const early = takeEarlyExpiry();
    if (early) bus.emit('session:expired', early);
  }, []);

  useIpCheck();

  const onLogout = useCallback(() => {
    void navigate(endSession('inactivity'), { replace: true });
    toast.info(translate('host:session.inactiveAfter'));
  }, [navigate]);
  const { warning } = useInactivity({
    enabled: Boolean(token),
    paddingMs: toMs(padding, 600_000),
    autologoutMs: toMs(autologoutTime, 1_500_000),
    autologout: flag === 'Yes',
    onLogout,
  });

  return warning ? (
    <div className={styles.warning} role="alert">
      <Banner kind="warning">{t('session.inactiveWarning')}</Banner>
    </div>
  ) : null;
};
