// Hydrates the prerendered page at once. In mock mode MSW's worker starts beside it (src/startMocking.ts).
// The mock panel mounts after `hydrateRoot(document)`: its own React root must not exist before it.
// A page of islands (ADR 0082) loads its kind's islands script instead (src/islands.hydrate.tsx).
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router-dom';
import { showMockPanelWhenStarted, startMocking } from './startMocking.ts';

const mocking = startMocking();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

showMockPanelWhenStarted(mocking);
