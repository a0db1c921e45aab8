// Loaded when the browser is idle after the page hydrates (useLiveFigures): react-query's observer of
// the live figures and the API client come after the page's first work, not in its initial JavaScript
// (issue 11: 13 KiB gzip off / and /case-studies). The observer polls while anyone subscribes.
import { QueryObserver } from '@tanstack/react-query';
import { api } from '../../api/api.ts';
import { queryClient } from '../../api/queryClient.ts';
import type { ResponseOf } from '../../contract/contract.ts';

export type LiveStats = ResponseOf<'stats.live'>;

/** The last answer in the cache, as a query would show it: none after a failure. */
export function currentLiveStats(): LiveStats | undefined {
  const state = queryClient.getQueryState<LiveStats>(api.stats.live.queryOptions().queryKey);
  return state?.status === 'success' ? state.data : undefined;
}

/** Calls `onAnswer` with each answer (undefined while there is none, and after a failure); returns the stop. */
export function observeLiveStats(pollMs: number, onAnswer: (stats: LiveStats | undefined) => void): () => void {
  const observer = new QueryObserver(queryClient, api.stats.live.queryOptions({ refetchInterval: pollMs }));
  return observer.subscribe((result) => onAnswer(result.isSuccess ? result.data : undefined));
}
