import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';
import { USER_QUERY_KEY } from '../lib/session';

/** docs/product.md#api: lists stay fresh 5 minutes; no retries, no refetch on focus, no polling. */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      // A read refused with 401 means the session ended (expired, or logged out elsewhere):
      // forget the user so the route guard sends the visitor to /auth.
      onError: (error, query) => {
        if (
          error instanceof ApiError &&
          error.status === 401 &&
          query.queryKey[0] !== USER_QUERY_KEY[0]
        ) {
          queryClient.setQueryData(USER_QUERY_KEY, null);
        }
      },
    }),
    defaultOptions: {
      queries: { staleTime: 5 * 60 * 1000, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
