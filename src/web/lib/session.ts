// The signed-in user (docs/product.md#sessions): one query on GET /api/user that yields null on
// 401. Login and register put the user into this query; logout empties it. Shared by the route
// guards and every feature that shows or ends the session.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '#shared/schemas/auth.js';
import { ApiError, apiRequest, holdReads, serverMessage } from './api';
import { takeBootUser } from './boot';
import { showToast } from './notify';

export const USER_QUERY_KEY = ['user'] as const;
/** Not the user query: a check that could not reach the server leaves the signed-in user alone. */
const SESSION_CHECK_QUERY_KEY = ['session-check'] as const;

export function getCurrentUser(signal?: AbortSignal): Promise<PublicUser | null> {
  return apiRequest<PublicUser>('GET', '/api/user', undefined, { nullOn401: true, signal });
}

export const userQueryOptions = queryOptions({
  queryKey: USER_QUERY_KEY,
  queryFn: ({ signal }) => getCurrentUser(signal),
  // The page's HTML names its visitor (lib/boot.ts), so the first render need not ask.
  initialData: takeBootUser,
});

/**
 * Whether the session has ended, asked of the server (`GET /api/user`) when something that cannot
 * see an answer's status failed (the live stream). Asked as a read of the query cache, so a 401
 * takes the path of every read refused with 401 (app/query-client.ts): the user is forgotten and
 * the guard sends the visitor to /auth. False when the session holds or the server could not be
 * asked (offline, or reads held while logging out).
 */
export async function sessionEnded(queryClient: QueryClient): Promise<boolean> {
  try {
    await queryClient.fetchQuery({
      queryKey: SESSION_CHECK_QUERY_KEY,
      queryFn: ({ signal }) => apiRequest<PublicUser>('GET', '/api/user', undefined, { signal }),
      staleTime: 0,
      gcTime: 0,
    });
    return false;
  } catch (error) {
    return error instanceof ApiError && error.status === 401;
  }
}

export function useUser() {
  return useQuery(userQueryOptions);
}

/**
 * Forgets the signed-in user on this side after the server ended the session (logout, account
 * deletion): nothing cached for the previous user may leak into the next session, and the route
 * guard sends the visitor to /auth.
 */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
  queryClient.setQueryData(USER_QUERY_KEY, null);
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    // No reads go out with the ending session (they would answer 401), and those already out are
    // called off before it ends (the Action Center's lists, say, read once the cards show); the
    // signed-out page lets reads go again (route-guards.tsx).
    onMutate: async () => {
      holdReads(true);
      await queryClient.cancelQueries();
    },
    mutationFn: () => apiRequest<{ message: string }>('POST', '/api/logout'),
    onSuccess: () => {
      forgetSession(queryClient);
      showToast('Logged out', 'You have been successfully logged out.', 'success');
    },
    onError: (error) => {
      holdReads(false);
      // Still signed in: whatever was held is read now.
      void queryClient.invalidateQueries();
      showToast('Logout failed', serverMessage(error) ?? error.message, 'error');
    },
  });
}
