import type * as v from 'valibot';
import { looseObject, optional, string } from 'valibot';
import { codeSchema } from './envelope';

export type HttpMethod = 'GET' | 'POST';

/** Who may call: `public` needs only the access key; `user` also a bearer access token; `refresh` the
 * refresh token header instead of a bearer. */
export type EndpointAuth = 'public' | 'user' | 'refresh';

type AnySchema = v.GenericSchema<unknown, unknown>;

export type EndpointDefinition<
  TParams extends AnySchema | undefined = AnySchema | undefined,
  TBody extends AnySchema | undefined = AnySchema | undefined,
  TAnswer extends AnySchema = AnySchema,
> = {
  /** Stable identifier, e.g. `account.getUserAccounts`. */
  id: string;
  method: HttpMethod;
  /** Path under `/api/v1/`, with `:name` path parameters, e.g. `user/news/findNewsById/:id`. */
  path: string;
  auth: EndpointAuth;
  /** Path parameters. */
  params?: TParams;
  /** Query string (contract 1.1: paging and filters of list calls); absent = the call takes none. */
  query?: AnySchema;
  /** JSON body, or the text fields of a multipart form. */
  body?: TBody;
  /** Multipart upload: the file field names the endpoint accepts, with the allowed extensions. */
  files?: Readonly<Record<string, readonly string[]>>;
  /** The whole answer (envelope included): most answers carry siblings of `data` (site_fees, allcards …). */
  answer: TAnswer;
  /** Money-moving POSTs honour an Idempotency-Key header. */
  moneyMoving?: boolean;
  /** Binary answer (images, files), not an envelope. */
  binary?: boolean;
};

export const defineEndpoint = <
  TParams extends AnySchema | undefined = undefined,
  TBody extends AnySchema | undefined = undefined,
  TAnswer extends AnySchema = AnySchema,
>(
  definition: EndpointDefinition<TParams, TBody, TAnswer>,
): EndpointDefinition<TParams, TBody, TAnswer> => definition;

export const API_PREFIX = '/api/v1/';

/** Fills `:name` parameters of an endpoint path. */
export const buildPath = (path: string, params?: Record<string, string | number>): string =>
  path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });

export type AnswerOf<E> =
  E extends EndpointDefinition<infer _P, infer _B, infer A> ? v.InferOutput<A> : never;
export type BodyOf<E> =
  E extends EndpointDefinition<infer _P, infer B, infer _A>
    ? B extends AnySchema
      ? v.InferInput<B>
      : undefined
    : never;
export type ParamsOf<E> =
  E extends EndpointDefinition<infer P, infer _B, infer _A>
    ? P extends AnySchema
      ? v.InferInput<P>
      : undefined
    : never;

/** The answer envelope around a `data` schema, plus any sibling fields the specs list (site_fees, allcards …).
 * Loose: a production server may send more fields than we read. */
export const answerOf = <
  TData extends AnySchema,
  TExtra extends Record<string, AnySchema> = Record<never, never>,
>(
  data: TData,
  extra?: TExtra,
) =>
  looseObject({
    code: codeSchema,
    message: optional(string(), ''),
    data,
    ...(extra ?? ({} as TExtra)),
  });
