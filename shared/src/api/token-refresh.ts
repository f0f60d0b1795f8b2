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

/** Refresh failed or tokens are unusable: wipe the session and let the host navigate (/login or /demologin). */
export const expireSession = (): ApiError => {
  const demoUser = sessionStore.getState().demouser === 'Yes';
  sessionStore.getState().clear();
  bus.emit('session:expired', { demoUser });
  return new ApiError('session-expired');
};

const doRefresh = async (): Promise<void> => {
  const refreshToken = sessionStore.getState().jwt_refresh_token;
  if (!refreshToken) throw expireSession();
  try {
    const response = await sendRequest(refreshEndpoint, {}, { refreshToken });
    const answer = v.safeParse(refreshEndpoint.answer, response.data);
    if (!answer.success || answer.output.code !== SUCCESS_CODE) throw new Error('refresh refused');
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
