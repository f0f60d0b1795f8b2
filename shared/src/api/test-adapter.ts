import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { http } from './http';

/** Test helper: stubs the network at the HTTP boundary (the axios adapter) and records every request. */
export type StubAnswer = { status?: number; data: unknown; headers?: Record<string, string> } | Error;
export type StubHandler = (request: InternalAxiosRequestConfig) => StubAnswer | Promise<StubAnswer>;

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
