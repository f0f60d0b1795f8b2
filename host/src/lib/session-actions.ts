import { apiCall, bus, isDemoUser, sessionStore } from '@portal/shared';
import { endpoints } from '@portal/shared/contract';

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

/** Wipes the session locally; returns where to go next. */
export const endSession = (reason: 'user' | 'inactivity' | 'ip-changed'): string => {
  const demo = isDemoUser();
  sessionStore.getState().clear();
  bus.emit('session:logout', { reason });
  return loginPathFor(demo);
};

/** GET user/auth/logout, then clear. A failure is thrown (the caller shows the banner) and the session kept. */
export const logout = async (): Promise<string> => {
  await apiCall(endpoints['auth.logout']);
  return endSession('user');
};
