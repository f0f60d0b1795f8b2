import { apiCall, bus, isDemoUser, sessionStore } from '@portal/shared';
import { authEndpoints as endpoints } from '@portal/shared/contract';

/** Inactivity settings are not sent by our server (spec 01 §9: "values are not shown"): sensible bank defaults. */
export const DEFAULT_INACTIVITY = {
  paddingtime: String(10 * 60_000),
  autologouttime: String(25 * 60_000),
  autologout: 'Yes',
} as const;

export const loginPathFor = (demoUser: boolean): string => (demoUser ? '/demologin' : '/login');

/** Stores a fresh session after login, demo login or the last signup step. */
export const startSession = (
  tokens: { jwt_token: string; jwt_refresh_token: string },
  demouser: 'Yes' | 'No' = 'No',
): void => {
  const state = sessionStore.getState();
  state.setTokens(tokens.jwt_token, tokens.jwt_refresh_token);
  state.setValues({
    demouser,
    diffips: state.diffips ?? 'Yes',
    paddingtime: state.paddingtime ?? DEFAULT_INACTIVITY.paddingtime,
    autologouttime: state.autologouttime ?? DEFAULT_INACTIVITY.autologouttime,
    autologout: state.autologout ?? DEFAULT_INACTIVITY.autologout,
  });
  bus.emit('session:login', { demoUser: demouser === 'Yes' });
};

/** Inactivity or a changed IP: the server ends the session too, so its refresh token cannot be used elsewhere. Sent
 * with the refresh token still held (it names the session even when the access token has expired, decision 119) and
 * not awaited; a failure changes nothing for the customer. */
const endOnServer = (): void => {
  apiCall(endpoints['auth.revoke']).catch(() => undefined);
};

/** Wipes the session locally; returns where to go next. A customer's own logout has asked the server first. */
export const endSession = (reason: 'user' | 'inactivity' | 'ip-changed'): string => {
  const demo = isDemoUser();
  if (reason !== 'user') endOnServer();
  sessionStore.getState().clear();
  bus.emit('session:logout', { reason });
  return loginPathFor(demo);
};

/** GET user/auth/logout, then clear. A failure is thrown (the caller shows the banner) and the session kept. */
export const logout = async (): Promise<string> => {
  await apiCall(endpoints['auth.logout']);
  return endSession('user');
};
