import { useLocation } from 'react-router-dom';
import { useSession } from '@portal/shared';
import { SignInNeededPage } from '../../features/auth/components/sign-in-needed-page';
import { findRoute } from './decide-access';
import { ShellLayout } from './lazy-screens';

/** The frame of the non-public routes: the signed-in shell, or — for a signed-in page opened without a session —
 * the public "sign-in needed" page, never an empty signed-in shell (decision 169). */
export const SignedInFrame = () => {
  const { pathname } = useLocation();
  const signedIn = Boolean(useSession((s) => s.user_jwt));
  const access = findRoute(pathname)?.access;
  if (!signedIn && (access === 'session' || access === 'kyc')) return <SignInNeededPage />;
  return <ShellLayout />;
};
