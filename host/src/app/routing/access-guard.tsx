import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Loader, useSession, useTranslation } from '@portal/shared';
import { useOnboarding } from '../../lib/onboarding-store';
import { useAccessUser } from '../../lib/use-user-details';
import { decideAccess } from './decide-access';
import { NotFoundPage, Screen, ScreenLoading } from './lazy-screens';
import { preloadRoute } from './preload-route';

const LOGIN_DELAY_MS = 3000;

const LoginLater = () => {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  // Spec 01 §4: without a session token the visitor is sent to login after 3 seconds.
  useEffect(() => {
    const timer = setTimeout(() => void navigate('/login', { replace: true }), LOGIN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return <Loader label={t('session.redirecting')} />;
};

/** Applies decideAccess to the current location; children render only when allowed. */
export const AccessGuard = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  const signedIn = Boolean(useSession((s) => s.user_jwt));
  const onboarding = useOnboarding((s) => s.settingUpTwoFactor);
  const user = useAccessUser();
  const decision = decideAccess({ path: pathname, signedIn, user, onboarding });
  const waiting = decision.kind === 'wait';
  useEffect(() => {
    if (waiting) preloadRoute(pathname);
  }, [waiting, pathname]);
  switch (decision.kind) {
    case 'allow':
      return children;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'wait':
      return <ScreenLoading />;
    case 'login-later':
      return <LoginLater />;
    default:
      return (
        <Screen>
          <NotFoundPage />
        </Screen>
      );
  }
};
