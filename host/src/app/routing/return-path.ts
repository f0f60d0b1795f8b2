import type { Location } from 'react-router-dom';
import { findRoute } from './decide-access';

const DASHBOARD = '/dashboard';

/** Router state carried to the login screen: the signed-in page the visitor asked for. It lives in the history
 * entry, never in the URL, so no link from outside can choose where a customer goes after signing in. */
export type ReturnState = { from: string };

export const returnStateOf = ({
  pathname,
  search,
  hash,
}: Pick<Location, 'pathname' | 'search' | 'hash'>): ReturnState => ({
  from: `${pathname}${search}${hash}`,
});

/** Where a sign-in continues: the page asked for when it is one of the portal's signed-in screens (the access
 * guard still applies the new user's rules to it), otherwise the dashboard. */
export const returnPathAfterSignIn = (state: unknown): string => {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\'))
    return DASHBOARD;
  const entry = findRoute(from.split(/[?#]/, 1)[0] ?? '');
  return entry && (entry.access === 'session' || entry.access === 'kyc') ? from : DASHBOARD;
};
