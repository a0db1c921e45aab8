// React Router's package sends every import to its development files (remix-run/react-router#14102,
// open): its `exports` name dist/development alone, so a production build ships its dev warnings.
// The client build takes its production files instead (ADR 0035). Only the client: the prerender's
// server build leaves react-router to Node, which loads the development files, and a server build
// holding both copies failed ("You must render this element inside a <HydratedRouter>").
import path from 'node:path';
import type { Plugin } from 'vite';

const productionFiles: Record<string, string> = {
  'react-router': 'index.mjs',
  'react-router/dom': 'dom-export.mjs',
};

export function reactRouterProductionFiles(root: string): Plugin {
  return {
    name: 'react-router-production-files',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(id) {
      const file = productionFiles[id];
      return file ? path.join(root, 'node_modules/react-router/dist/production', file) : undefined;
    },
  };
}
