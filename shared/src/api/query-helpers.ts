import {
  queryOptions,
  useMutation,
  useQuery,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { AnswerOf } from '../contract/define-endpoint';
import type { ApiError } from './api-error';
import { apiCall } from './api-call';
import type { AnyCallOptions, AnyEndpoint, ApiCallArgs, ApiCallOptions, QueryValues } from './call-options';
import { queryClient } from './query-client';

// The public signatures check params/body against the contract; inside, the loose call is enough.
const callLoose = <E extends AnyEndpoint>(
  endpoint: AnyEndpoint,
  options: AnyCallOptions,
): Promise<AnswerOf<E>> =>
  (apiCall as (e: AnyEndpoint, o: AnyCallOptions) => Promise<AnswerOf<E>>)(endpoint, options);

/** Cache key of an endpoint call: its id, then params, body and query string. Invalidate all calls of an
 * endpoint with `invalidateEndpoint(endpoint)`. */
export const apiQueryKey = (
  endpoint: AnyEndpoint,
  options?: Pick<AnyCallOptions, 'params' | 'body' | 'query'>,
) => [endpoint.id, options?.params ?? null, options?.body ?? null, options?.query ?? null] as const;

/** The query string of one page (0-based `index`) of a server-paged list: contract 1.1's `page` and `size` after
 * the list's filters. usePagedList asks with it, so a page fetched elsewhere is the one a table reads. */
export const pageQuery = (filters: QueryValues, index: number, size: number): QueryValues => ({
  ...filters,
  page: index + 1,
  size,
});

/** `queryOptions` for one endpoint: use with useQuery, useSuspenseQuery, prefetchQuery or ensureQueryData. */
export const apiQueryOptions = <E extends AnyEndpoint>(endpoint: E, ...[options]: ApiCallArgs<E>) => {
  const loose = (options ?? {}) as AnyCallOptions;
  return queryOptions<AnswerOf<E>, ApiError>({
    queryKey: apiQueryKey(endpoint, loose),
    queryFn: ({ signal }) => callLoose<E>(endpoint, { ...loose, signal }),
  });
};

export type ApiQueryExtras<TAnswer, TSelected> = {
  enabled?: boolean;
  select?: (answer: TAnswer) => TSelected;
  staleTime?: number;
  refetchInterval?: number | false;
};

/** `useApiQuery(endpoint, options, { select: (a) => a.data })`. */
export const useApiQuery = <E extends AnyEndpoint, TSelected = AnswerOf<E>>(
  endpoint: E,
  options: ApiCallOptions<E> | undefined,
  extras: ApiQueryExtras<AnswerOf<E>, TSelected> = {},
): UseQueryResult<TSelected, ApiError> => {
  const loose = (options ?? {}) as AnyCallOptions;
  return useQuery<AnswerOf<E>, ApiError, TSelected, ReturnType<typeof apiQueryKey>>({
    queryKey: apiQueryKey(endpoint, loose),
    queryFn: ({ signal }) => callLoose<E>(endpoint, { ...loose, signal }),
    ...extras,
  });
};

export type ApiMutationExtras<E> = {
  onSuccess?: (answer: AnswerOf<E>, variables: ApiCallOptions<E>) => void;
  onError?: (error: ApiError, variables: ApiCallOptions<E>) => void;
  /** Endpoints whose cached answers are stale after success (e.g. the balances after a transfer). */
  invalidates?: readonly AnyEndpoint[];
};

/** Mutation over one endpoint; variables are the call options (params, body, files, idempotencyKey).
 * `isPending` is what disables the submit button against double submits. */
export const useApiMutation = <E extends AnyEndpoint>(
  endpoint: E,
  extras: ApiMutationExtras<E> = {},
): UseMutationResult<AnswerOf<E>, ApiError, ApiCallOptions<E>> =>
  useMutation<AnswerOf<E>, ApiError, ApiCallOptions<E>>({
    mutationFn: (variables) => callLoose<E>(endpoint, variables as AnyCallOptions),
    onSuccess: async (answer, variables) => {
      await Promise.all((extras.invalidates ?? []).map((stale) => invalidateEndpoint(stale)));
      extras.onSuccess?.(answer, variables);
    },
    onError: (error, variables) => extras.onError?.(error, variables),
  });

/** Marks every cached call of an endpoint stale (active ones refetch). */
export const invalidateEndpoint = (endpoint: AnyEndpoint): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: [endpoint.id] });
