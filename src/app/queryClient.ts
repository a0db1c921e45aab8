import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from '../api/client';

// Data-fetching defaults of product-rules.md S9: no automatic refetch, no refetch on focus,
// never stale, no retries; the cache is collected after 5 minutes.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        gcTime: 5 * 60 * 1000,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
