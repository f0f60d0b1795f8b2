import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { http } from './http';

/** Test helper: stubs the network at the HTTP boundary (the axios adapter) and records every request. */
export type StubAnswer = { status?: number; data: unknown; headers?: Record<string, string> } | Error;
export type StubHandler = (request: InternalAxiosRequestConfig) => StubAnswer | Promise<StubAnswer>;

/** The adapter every test file starts with (shared/test/setup.cjs): a request no test stubbed fails at once,
 * naming itself, instead of waiting out the 60 s timeout for a server that is not there (and keeping Jest from
 * exiting). Not an axios error, so the kit's retry (retry.ts) does not send it again. */
export const refuseUnstubbed: AxiosAdapter = (config) =>
  Promise.reject(
    new Error(
      `No stub answers ${String(config.method ?? 'get').toUpperCase()} ${config.url ?? ''} (stubNetwork)`,
    ),
  );

export const stubNetwork = (handler: StubHandler): InternalAxiosRequestConfig[] => {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const answer = await handler(config);
    if (answer instanceof Error) throw answer;
    return {
      data: answer.data,
      status: answer.status ?? 200,
      statusText: 'OK',
      headers: answer.headers ?? {},
      config,
    };
  };
  http.defaults.adapter = adapter;
  return requests;
};
