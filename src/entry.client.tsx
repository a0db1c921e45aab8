// Hydrates the prerendered page. In mock mode (dev server, offline demo) MSW's worker is started
// first, so the first /api call after hydration is already answered in the browser; the mock panel
// mounts after hydration (its own React root must not exist before `hydrateRoot(document)`).
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router-dom';
import { recoverFromStaleAssets } from './shell/staleAssets.ts';

recoverFromStaleAssets();

async function startMocking(): Promise<(() => void) | undefined> {
  // Statically false in the production build, so the mocks chunk is never emitted there.
  if (import.meta.env.VITE_API_MOCKING !== 'true') return undefined;
  const mocks = await import('../mocks/browser');
  await mocks.startMockWorker();
  return () => void mocks.showMockPanel();
}

void startMocking().then((afterHydration) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
  afterHydration?.();
});
