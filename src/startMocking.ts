// Mock mode (dev server, offline demo): MSW's worker starts beside the page's hydration, and the /api
// calls wait until it answers (holdRequestsUntil) rather than the page; the demo's worker caches the
// build after that (ADR 0038). Used by both boots (src/entry.client.tsx, src/islands.hydrate.tsx).
import { holdRequestsUntil } from './api/client.ts';

/** Resolves, once MSW's worker has started, to the function that shows the mock panel. */
export function startMocking(): Promise<() => Promise<void>> | undefined {
  // Statically false in the production build, so the mocks chunk is never emitted there.
  if (import.meta.env.VITE_API_MOCKING !== 'true') return undefined;
  const started = import('../mocks/browser').then(async ({ startMockWorker, showMockPanel }) => {
    await startMockWorker();
    return showMockPanel;
  });
  holdRequestsUntil(started);
  return started;
}

/** Shows the mock panel once the worker has started; its own React root comes after the page's. */
export function showMockPanelWhenStarted(mocking: ReturnType<typeof startMocking>): void {
  mocking?.then(
    (showMockPanel) => void showMockPanel(),
    (error: unknown) => console.error('[mock api] the mock worker did not start; /api calls fail with its error', error),
  );
}
