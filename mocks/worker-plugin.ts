// Serves (dev, Storybook) and emits (demo build) MSW's service worker only in mock mode, so the
// production build never contains it. The file comes from the installed msw package, always in step
// with the msw version the handlers use.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const workerFile = 'mockServiceWorker.js';

export function mswWorker(enabled: boolean): Plugin {
  const source = () => readFileSync(createRequire(import.meta.url).resolve(`msw/${workerFile}`), 'utf8');
  return {
    name: 'orbital:msw-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use(`/${workerFile}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.setHeader('Service-Worker-Allowed', '/');
        res.end(source());
      });
    },
    configurePreviewServer(server) {
      if (!enabled) return;
      server.middlewares.use(`/${workerFile}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(source());
      });
    },
    generateBundle() {
      if (!enabled) return;
      this.emitFile({ type: 'asset', fileName: workerFile, source: source() });
    },
  };
}
