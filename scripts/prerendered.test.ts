import { describe, expect, it } from 'vitest';
import { hydrateAfterPaint } from '../src/app/hydrateAfterPaint.ts';
import { pageScripts } from './prerendered.ts';

// The shape React Router's <Scripts> writes (as in src/app/hydrateAfterPaint.test.ts).
const page = [
  '<head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/framework-3.js"/></head>',
  '<body><script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-4.js";\n',
  '  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-2.js");</script></body>',
].join('');
const files = ['assets/manifest-1.js', 'assets/framework-3.js', 'assets/root-4.js', 'assets/entry.client-2.js'];

describe('pageScripts (what npm run size counts)', () => {
  it('counts every script a page boots with as its first load', () => {
    expect(pageScripts(hydrateAfterPaint(page))).toEqual({ initial: files, atFirstAction: [] });
  });

  it('counts a content-only page’s scripts at the visitor’s first action, none in its first load (ADR 0034)', () => {
    expect(pageScripts(hydrateAfterPaint(page, { atFirstAction: true }))).toEqual({ initial: [], atFirstAction: files });
  });
});
