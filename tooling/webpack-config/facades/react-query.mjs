// What every app may import from '@tanstack/react-query' (see ../facades.cjs): one QueryClient, its provider and
// the hooks the kit's query helpers and the screens use. Shared whole, every hook and its core class comes along.
export {
  QueryClient,
  QueryClientProvider,
  useQuery,
  useMutation,
  useQueryClient,
  queryOptions,
  keepPreviousData,
} from 'portal-impl-react-query';
