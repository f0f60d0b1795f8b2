import * as v from 'valibot';
import type { AnswerOf } from '../contract/define-endpoint';
import { SUCCESS_CODE, envelopeSchema } from '../contract/envelope';
import { sessionStore } from '../session/session-store';
import { ApiError } from './api-error';
import type { AnyCallOptions, AnyEndpoint, ApiCallArgs } from './call-options';
import { sendRequest } from './request';
import { expireSession, isTokenExpiryMessage, refreshSession } from './token-refresh';

/** A binary endpoint may still answer with a JSON envelope (expired token, missing file). */
const readBody = async (data: unknown): Promise<unknown> => {
  if (!(data instanceof Blob) || !data.type.includes('json')) return data;
  try {
    return JSON.parse(await data.text()) as unknown;
  } catch {
    return undefined;
  }
};

const execute = async (
  endpoint: AnyEndpoint,
  options: AnyCallOptions,
  replayed: boolean,
): Promise<unknown> => {
  const { user_jwt: accessToken, jwt_refresh_token: refreshToken } = sessionStore.getState();
  const response = await sendRequest(endpoint, options, { accessToken, refreshToken });
  if (
    endpoint.binary &&
    response.status < 300 &&
    response.data instanceof Blob &&
    !response.data.type.includes('json')
  ) {
    return response.data;
  }
  const envelope = v.safeParse(envelopeSchema, await readBody(response.data));
  if (!envelope.success) throw new ApiError('unexpected', { answer: response.data });
  const { code, message } = envelope.output;

  if (endpoint.auth === 'user' && isTokenExpiryMessage(message)) {
    // A token that was just refreshed and is still refused means the session cannot be saved.
    if (replayed) throw expireSession();
    await refreshSession(accessToken);
    return execute(endpoint, options, true);
  }
  if (code !== SUCCESS_CODE)
    throw new ApiError('server', { code, serverMessage: message, answer: envelope.output });

  const answer = v.safeParse(endpoint.answer, response.data);
  if (!answer.success) {
    console.error(`answer of ${endpoint.id} does not match the contract`, v.flatten(answer.issues));
    throw new ApiError('unexpected', { answer: response.data });
  }
  return answer.output;
};

/** Calls one contract endpoint. Resolves with the parsed answer (envelope included: `answer.data`,
 * `answer.message`, siblings); rejects with ApiError (see ApiErrorKind). Token expiry is handled inside:
 * one shared refresh, then the call is replayed once. */
export const apiCall = <E extends AnyEndpoint>(
  endpoint: E,
  ...[options]: ApiCallArgs<E>
): Promise<AnswerOf<E>> =>
  execute(endpoint, (options ?? {}) as AnyCallOptions, false) as Promise<AnswerOf<E>>;

/** Binary endpoints (logos, profile photo, stored files): the Blob. */
export const apiBlob = async <E extends AnyEndpoint>(
  endpoint: E,
  ...[options]: ApiCallArgs<E>
): Promise<Blob> => {
  const result = await execute(endpoint, (options ?? {}) as AnyCallOptions, false);
  if (!(result instanceof Blob)) throw new ApiError('unexpected', { answer: result });
  return result;
};
