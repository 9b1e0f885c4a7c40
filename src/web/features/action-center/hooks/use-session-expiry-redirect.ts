// After the session is found expired: the form says so at once and, 1.5 seconds later
// (docs/product.md#limits), everything cached for the user is dropped and the host goes to /auth.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { USER_QUERY_KEY } from '#web/lib/session.js';

/** docs/product.md#limits: the login redirect waits 1.5 seconds. */
export const LOGIN_REDIRECT_MS = 1500;

export function useSessionExpiryRedirect() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [expired, setExpired] = useState(false);
  const redirect = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirect.current), []);

  const expire = useCallback(() => {
    setExpired(true);
    redirect.current = window.setTimeout(() => {
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0],
      });
      queryClient.setQueryData(USER_QUERY_KEY, null);
      void navigate('/auth', { replace: true });
    }, LOGIN_REDIRECT_MS);
  }, [queryClient, navigate]);

  return { expired, expire };
}
