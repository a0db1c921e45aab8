import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startWebVitals } from './app/webVitals';
import './design/global.css';

async function startMockingIfEnabled(): Promise<void> {
  // Statically false in the production build, so the mocks chunk is never emitted there.
  if (import.meta.env.VITE_API_MOCKING === 'true') {
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker();
  }
}

void startMockingIfEnabled().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  startWebVitals();
});
