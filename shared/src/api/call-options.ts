import type { BodyOf, EndpointDefinition, ParamsOf } from '../contract/define-endpoint';

type ParamsPart<E> = [ParamsOf<E>] extends [undefined] ? { params?: undefined } : { params: ParamsOf<E> };
type BodyPart<E> = [BodyOf<E>] extends [undefined] ? { body?: undefined } : { body: BodyOf<E> };

export type QueryValues = Readonly<Record<string, string | number | undefined>>;

export type UploadFiles = Readonly<Record<string, Blob | null | undefined>>;

/** What a call of endpoint E takes: its path params and body as the contract types them, plus transport
 * options. `idempotencyKey` is required in spirit for money-moving POSTs (see newIdempotencyKey). */
export type ApiCallOptions<E> = ParamsPart<E> &
  BodyPart<E> & {
    /** Query string of a list call (contract 1.1: page, size and the list's filters); undefined values are left
     * out. The server validates it against the endpoint's `query` schema. */
    query?: QueryValues;
    files?: UploadFiles;
    idempotencyKey?: string;
    signal?: AbortSignal;
  };

/** The options argument is optional only when the endpoint has no params and no body. */
export type ApiCallArgs<E> =
  object extends ApiCallOptions<E> ? [options?: ApiCallOptions<E>] : [options: ApiCallOptions<E>];

/** Loose view used inside the client, after the public signature has checked the types. */
export type AnyCallOptions = {
  params?: Record<string, string | number> | undefined;
  body?: unknown;
  query?: QueryValues;
  files?: UploadFiles;
  idempotencyKey?: string;
  signal?: AbortSignal;
};

export type AnyEndpoint = EndpointDefinition;
