import { describe, expect, it } from 'vitest';
import { hydrateAfterPaint } from './hydrateAfterPaint.ts';

// The shape React Router 7.18's <Scripts> writes into a prerendered page (React hoists the links).
const page = [
  '<head><link rel="stylesheet" href="/assets/style.css"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/framework-3.js"/></head><body><h1>Pricing</h1>',
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-4.js";\n',
  'import * as route1 from "/assets/PricingPage-5.js";\n  \n  window.__reactRouterRouteModules = {"root":route0,"pages/PricingPage":route1};\n\n',
  'import("/assets/entry.client-2.js");</script></body>',
].join('');

describe('hydrateAfterPaint', () => {
  const out = hydrateAfterPaint(page);
  const boot = /<script type="module" async="">([^<]*)<\/script>/.exec(out)![1]!;

  it('leaves no preload link in the page, so the first paint waits only for the stylesheet', () => {
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/style.css"/>');
    expect(out).toContain('<h1>Pricing</h1>');
  });

  it('waits for the first contentful paint, then preloads the same files and imports the same modules in order', () => {
    const waitEnd = boot.indexOf('\n});\n') + '\n});'.length;
    const wait = boot.slice(0, waitEnd);
    const [preload, imports, ...rest] = boot.slice(waitEnd + 1).split('\n');
    expect(wait).toMatch(/^await new Promise\(\(resolve\) => \{\n/);
    expect(wait).toContain("new PerformanceObserver(");
    expect(wait).toContain(".observe({ type: 'paint', buffered: true });");
    expect(wait).toContain("getEntriesByName('first-contentful-paint')");
    expect(preload).toBe(
      'for (const href of ["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/framework-3.js"]) ' +
        "document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));",
    );
    expect(imports).toBe(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-4.js"), import("/assets/PricingPage-5.js")]);',
    );
    expect(rest.join('\n')).toBe('window.__reactRouterRouteModules = {"root":route0,"pages/PricingPage":route1};\n\nimport("/assets/entry.client-2.js");');
  });

  it('fails the build when React Router writes its scripts in another form', () => {
    expect(() => hydrateAfterPaint('<body><h1>x</h1></body>')).toThrow(/has React Router changed <Scripts>/);
    const otherImport = page.replace('import * as route1 from', 'import { default as route1 } from');
    expect(() => hydrateAfterPaint(otherImport)).toThrow(/unexpected form/);
  });
});
