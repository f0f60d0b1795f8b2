import axios, { type AxiosResponse } from 'axios';
import { API_PREFIX, buildPath } from '../contract/define-endpoint';
import { IDEMPOTENCY_KEY_HEADER, REFRESH_TOKEN_HEADER } from '../contract/envelope';
import { currentLanguage } from '../i18n/i18n';
import { ApiError } from './api-error';
import type { AnyCallOptions, AnyEndpoint } from './call-options';
import { getApiConfig } from './config';
import { newIdempotencyKey } from './idempotency';
import { http } from './http';
import { type FirstTry, deservesOneMore, pause, retrySafetyOf, waitBeforeRetryMs } from './retry';

export type Credentials = { accessToken?: string | null; refreshToken?: string | null };

/** Multipart: text fields as strings (lists and objects as JSON, e.g. source_of_funds), then the files. */
const toFormData = (body: unknown, files: AnyCallOptions['files']): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const [name, file] of Object.entries(files ?? {})) {
    if (file) form.append(name, file, file instanceof File ? file.name : name);
  }
  return form;
};

export const endpointUrl = (endpoint: AnyEndpoint, params?: AnyCallOptions['params']): string =>
  `${getApiConfig().baseUrl}${API_PREFIX}${buildPath(endpoint.path, params)}`;

/** One HTTP call. Resolves with whatever answer arrived (any status); rejects only with ApiError `network` (no
 * answer) or `aborted`. A call that may safely go out again (retry.ts: one with an Idempotency-Key, or a read) is
 * sent once more, with the same headers and key, when a deploy, reload or database restart got in its way. */
export const sendRequest = async (
  endpoint: AnyEndpoint,
  options: AnyCallOptions,
  credentials: Credentials,
): Promise<AxiosResponse<unknown>> => {
  const { accessKeyHeader, accessKey } = getApiConfig();
  const multipart = Boolean(options.files) || Boolean(endpoint.files);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The server writes its messages (errors, confirmations) in the language the portal shows.
    'Accept-Language': currentLanguage(),
    [accessKeyHeader]: accessKey,
  };
  // For FormData the browser sets multipart/form-data with its boundary; JSON content type would make axios
  // serialise the form to JSON.
  if (!multipart) headers['Content-Type'] = 'application/json';
  if (endpoint.auth === 'refresh' && credentials.refreshToken)
    headers[REFRESH_TOKEN_HEADER] = credentials.refreshToken;
  if (endpoint.auth !== 'refresh' && credentials.accessToken)
    headers.Authorization = `Bearer ${credentials.accessToken}`;
  const keyed = endpoint.method === 'POST' && Boolean(options.idempotencyKey || endpoint.moneyMoving);
  // A caller should pass its per-intent key; a fresh one is still better than none (made once: both sends carry it).
  if (keyed) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey ?? newIdempotencyKey();
  const isGet = endpoint.method === 'GET';
  const exchange = () =>
    http.request({
      url: endpointUrl(endpoint, options.params),
      method: endpoint.method,
      headers,
      params: isGet ? { ...(options.body as object | undefined), ...options.query } : options.query,
      data: isGet ? undefined : multipart ? toFormData(options.body, options.files) : (options.body ?? {}),
      responseType: endpoint.binary ? 'blob' : 'json',
      signal: options.signal,
    });
  const attempt = (): Promise<FirstTry> =>
    exchange().then(
      (response) => ({ response }),
      (error: unknown) => ({ error }),
    );
  let outcome = await attempt();
  if (deservesOneMore(retrySafetyOf(endpoint, keyed), outcome) && !options.signal?.aborted) {
    try {
      await pause(waitBeforeRetryMs(outcome), options.signal);
    } catch (error) {
      throw new ApiError('aborted', { cause: error });
    }
    outcome = await attempt();
  }
  if ('response' in outcome) return outcome.response;
  const { error } = outcome;
  if (axios.isCancel(error) || options.signal?.aborted) throw new ApiError('aborted', { cause: error });
  throw new ApiError('network', { cause: error });
};
