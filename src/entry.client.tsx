// Hydrates the prerendered page. In mock mode (dev server, offline demo) MSW's worker is started
// first, so the first /api call after hydration is already answered in the browser.
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router-dom';

async function startMockingIfEnabled(): Promise<void> {
  // Statically false in the production build, so the mocks chunk is never emitted there.
  if (import.meta.env.VITE_API_MOCKING === 'true') {
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker();
  }
}

void startMockingIfEnabled().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
