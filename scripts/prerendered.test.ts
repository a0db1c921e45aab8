import { describe, expect, it } from 'vitest';
import { initialScripts } from './prerendered.ts';

// The shape React Router's <Scripts> writes.
const page = [
  '<head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/framework-3.js"/></head>',
  '<body><script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-4.js";\n',
  '  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-2.js");</script></body>',
].join('');

describe('initialScripts (what npm run size counts)', () => {
  it('counts every script a page boots with, each once', () => {
    expect(initialScripts(page)).toEqual(['assets/manifest-1.js', 'assets/framework-3.js', 'assets/root-4.js', 'assets/entry.client-2.js']);
  });
});
