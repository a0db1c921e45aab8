import { QueryClient } from '@tanstack/react-query';

// Data-fetching defaults of product-rules.md S9: no automatic refetch, no refetch on focus,
// never stale, no retries; the cache is collected after 5 minutes. Every query brings its own queryFn
// (src/api/api.ts).
const defaultOptions = {
  queries: {
    refetchInterval: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
    gcTime: 5 * 60 * 1000,
    retry: false,
  },
  mutations: { retry: false },
} as const;

/**
 * The site's one query cache. The hooks of api.ts hand it to react-query themselves, so no provider
 * sits in the document and react-query's code arrives with the first page or part that calls the
 * API, not with every page (issue 11: 10 KiB gzip less on pages that call nothing when they load).
 */
export const queryClient = new QueryClient({ defaultOptions });

// What QueryClientProvider does when it mounts: calls paused while the browser was offline resume
// when it is back online. (Not while prerendering: the build has no browser events to listen to.)
if (typeof window !== 'undefined') queryClient.mount();
