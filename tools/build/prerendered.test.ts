import { describe, expect, it } from 'vitest';
import { initialScripts, stylesheetAfterScripts } from './prerendered.ts';

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

describe('stylesheetAfterScripts (npm run test:server-site, ADR 0051)', () => {
  const preload = '<link rel="preload" href="/assets/style-5.css" as="style"/>';
  const scripts = '<link rel="modulepreload" href="/assets/framework-3.js"/>';
  const stylesheet = '<link rel="stylesheet" href="/assets/style-5.css"/>';

  it('passes a head that preloads the stylesheet before any script', () => {
    expect(stylesheetAfterScripts(`<head>${preload}${scripts}${stylesheet}</head>`)).toBeUndefined();
  });

  it('names a head whose scripts are asked for first, or that has no preload or stylesheet', () => {
    expect(stylesheetAfterScripts(`<head>${scripts}${preload}${stylesheet}</head>`)).toBe('a modulepreload link comes before the stylesheet preload');
    expect(stylesheetAfterScripts(`<head>${scripts}${stylesheet}</head>`)).toBe('no preload of /assets/style-5.css');
    expect(stylesheetAfterScripts(`<head>${preload}${scripts}</head>`)).toBe('no stylesheet link');
  });
});
