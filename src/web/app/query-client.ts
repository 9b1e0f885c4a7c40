import { QueryClient } from '@tanstack/react-query';

/** SPEC §7: lists stay fresh 5 minutes; no retries, no refetch on focus, no polling. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60 * 1000, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
