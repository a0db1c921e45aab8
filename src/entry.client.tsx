// Hydrates the prerendered page at once. In mock mode (dev server, offline demo) MSW's worker starts
// beside it, and the /api calls wait until it answers (holdRequestsUntil) rather than the page; the
// demo's worker caches the build after that (ADR 0038). The mock panel mounts after
// `hydrateRoot(document)`: its own React root must not exist before it.
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router-dom';
import { holdRequestsUntil } from './api/client.ts';

/** Resolves, once MSW's worker has started, to the function that shows the mock panel. */
function startMocking(): Promise<() => Promise<void>> | undefined {
  // Statically false in the production build, so the mocks chunk is never emitted there.
  if (import.meta.env.VITE_API_MOCKING !== 'true') return undefined;
  const started = import('../mocks/browser').then(async ({ startMockWorker, showMockPanel }) => {
    await startMockWorker();
    return showMockPanel;
  });
  holdRequestsUntil(started);
  return started;
}

const mocking = startMocking();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

mocking?.then(
  (showMockPanel) => void showMockPanel(),
  (error: unknown) => console.error('[mock api] the mock worker did not start; /api calls fail with its error', error),
);
