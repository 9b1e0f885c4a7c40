// The signed-in user (docs/product.md#sessions): one query on GET /api/user that yields null on
// 401. Login and register put the user into this query; logout empties it. Shared by the route
// guards and every feature that shows or ends the session.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '#shared/schemas/auth.js';
import { apiRequest, holdReads, serverMessage } from './api';
import { takeBootUser } from './boot';
import { showToast } from './notify';

export const USER_QUERY_KEY = ['user'] as const;

export function getCurrentUser(signal?: AbortSignal): Promise<PublicUser | null> {
  return apiRequest<PublicUser>('GET', '/api/user', undefined, { nullOn401: true, signal });
}

export const userQueryOptions = queryOptions({
  queryKey: USER_QUERY_KEY,
  queryFn: ({ signal }) => getCurrentUser(signal),
  // The page's HTML names its visitor (lib/boot.ts), so the first render need not ask.
  initialData: takeBootUser,
});

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
