import { QueryClient } from '@tanstack/react-query';

// Data-fetching defaults of product-rules.md S9: no automatic refetch, no refetch on focus,
// never stale, no retries; the cache is collected after 5 minutes. Every query brings its own queryFn
// (src/api/api.ts).
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
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
