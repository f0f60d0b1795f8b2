import { ACCESS_KEY_HEADER } from '../contract/envelope';

export type ApiConfig = {
  /** API origin (and optional base path) without `/api/v1/`, e.g. "http://localhost:4000". */
  baseUrl: string;
  /** Name of the client access-key header (config.json); defaults to the contract's name. */
  accessKeyHeader: string;
  accessKey: string;
};

let config: ApiConfig = { baseUrl: '', accessKeyHeader: ACCESS_KEY_HEADER, accessKey: '' };

/** Called once by the host at start, from config.json. Remotes share the same module instance. */
export const configureApi = (next: Partial<ApiConfig> & Pick<ApiConfig, 'baseUrl'>): void => {
  config = {
    baseUrl: next.baseUrl.replace(/\/+$/, ''),
    accessKeyHeader: next.accessKeyHeader || ACCESS_KEY_HEADER,
    accessKey: next.accessKey ?? '',
  };
};

export const getApiConfig = (): Readonly<ApiConfig> => config;
