import * as v from 'valibot';
import { authEndpoints } from '../contract/endpoints/auth';
import { SUCCESS_CODE, TOKEN_EXPIRY_MESSAGES } from '../contract/envelope';
import { bus } from '../bus/event-bus';
import { sessionStore } from '../session/session-store';
import { ApiError } from './api-error';
import { sendRequest } from './request';

const refreshEndpoint = authEndpoints['auth.refresh'];

export const isTokenExpiryMessage = (message: unknown): boolean =>
  (TOKEN_EXPIRY_MESSAGES as readonly unknown[]).includes(message);

/** Refresh failed or tokens are unusable: wipe the session and let the host navigate (/login or /demologin).
 * Only a session that existed can expire: a visitor who never signed in (or a call still in flight after a
 * logout already cleared the tokens) gets the error without the event, so no "session expired" banner and no
 * second navigation racing the first one. */
export const expireSession = (): ApiError => {
  const state = sessionStore.getState();
  const hadSession = Boolean(state.user_jwt) || Boolean(state.jwt_refresh_token);
  if (hadSession) {
    const demoUser = state.demouser === 'Yes';
    state.clear();
    bus.emit('session:expired', { demoUser });
  }
  return new ApiError('session-expired');
};

const doRefresh = async (): Promise<void> => {
  const refreshToken = sessionStore.getState().jwt_refresh_token;
  if (!refreshToken) throw expireSession();
  try {
    const response = await sendRequest(refreshEndpoint, {}, { refreshToken });
    const answer = v.safeParse(refreshEndpoint.answer, response.data);
    if (!answer.success || answer.output.code !== SUCCESS_CODE) throw new Error('refresh refused');
    // A logout (inactivity, user) during the refresh wins: do not bring the session back.
    if (sessionStore.getState().jwt_refresh_token !== refreshToken) return;
    sessionStore.getState().setTokens(answer.output.data.jwt_token, answer.output.data.jwt_refresh_token);
  } catch {
    throw expireSession();
  }
  bus.emit('session:refreshed');
};

let inFlight: Promise<void> | null = null;

/** Single flight: any number of calls that saw an expired `staleToken` share one refresh. A call whose
 * answer arrives after another call already refreshed just replays with the new token. */
export const refreshSession = (staleToken: string | null): Promise<void> => {
  const current = sessionStore.getState().user_jwt;
  if (!inFlight && current && current !== staleToken) return Promise.resolve();
  inFlight ??= doRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
};
