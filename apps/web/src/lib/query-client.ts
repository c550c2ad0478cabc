// TanStack Query defaults for server state. Catalogue data (consoles, games, rooms, FAQ…) changes
// rarely, so it stays fresh for a minute and is not refetched on window focus.
import {
  type DefaultOptions,
  QueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
  useMutation,
} from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';

const MAX_RETRIES = 1;

export const queryConfig = {
  queries: {
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    // One retry for network and server errors; a 4xx answer will not change by asking again.
    retry: (failureCount, error) =>
      failureCount < MAX_RETRIES && !(isApiError(error) && error.status >= 400 && error.status < 500),
  },
  mutations: { retry: false },
} satisfies DefaultOptions;

export const createQueryClient = () => new QueryClient({ defaultOptions: queryConfig });

/** Options a feature's query hook accepts besides its key and function. */
export type QueryConfig<TData> = Omit<UseQueryOptions<TData>, 'queryKey' | 'queryFn'>;

/** Options a feature's mutation hook accepts besides its function. */
export type MutationConfig<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
>;

/**
 * The mutation hook of a call that changes no cached query (login, registration, codes, password
 * resets…): the caller passes its own onSuccess and onError.
 */
export const createMutationHook =
  <TData, TVariables>(mutationFn: (variables: TVariables) => Promise<TData>) =>
  (config?: MutationConfig<TData, TVariables>) =>
    useMutation({ ...config, mutationFn });
