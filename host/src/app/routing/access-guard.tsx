import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '@portal/shared';
import { SignInNeededPage } from '../../features/auth/components/sign-in-needed-page';
import { useOnboarding } from '../../lib/onboarding-store';
import { useAccessUser } from '../../lib/use-user-details';
import { decideAccess } from './decide-access';
import { NotFoundPage, Screen, ScreenLoading } from './lazy-screens';
import { preloadRoute } from './preload-route';
import { lockedState } from '../../lib/locked-page';
import { returnPathAfterSignIn } from './return-path';

/** Applies decideAccess to the current location; children render only when allowed. */
export const AccessGuard = ({ children }: { children: ReactNode }) => {
  const { pathname, state } = useLocation();
  const signedIn = Boolean(useSession((s) => s.user_jwt));
  const onboarding = useOnboarding((s) => s.settingUpTwoFactor);
  // Deferred: the screen the answer allows (the whole signed-in shell) renders in slices, not one long task.
  const user = useDeferredValue(useAccessUser());
  // Signing in only stores the session: the login screens' redirect below is where a sign-in continues.
  const decision = decideAccess({
    path: pathname,
    signedIn,
    user,
    onboarding,
    returnTo: returnPathAfterSignIn(state),
  });
  const waiting = decision.kind === 'wait';
  useEffect(() => {
    if (waiting) preloadRoute(pathname);
  }, [waiting, pathname]);
  switch (decision.kind) {
    case 'allow':
      return children;
    case 'redirect':
      return (
        <Navigate
          to={decision.to}
          replace
          state={decision.locked ? lockedState(decision.locked) : undefined}
        />
      );
    case 'wait':
      return <ScreenLoading />;
    case 'login-later':
      return <SignInNeededPage />;
    default:
      return (
        <Screen>
          <NotFoundPage />
        </Screen>
      );
  }
};
