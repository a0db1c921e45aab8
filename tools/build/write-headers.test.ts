import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { baseHeaders, sitePolicy } from '../../server/http/security.ts';
import { headersFor, parseHeadersFile } from '../../server/http/static-site.ts';
import { reactAriaStyles } from '../../src/config/reactAriaStyles.ts';
import { cspHash, formatHeadersFile, headerRules, inlineTexts, pageHashes, pagePaths } from './write-headers.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('inlineTexts (what a page runs inline, as the browser hashes it)', () => {
  it('collects the scripts inside a <template>, which a page clones into the document', () => {
    const html = '<body><template id="step"><div><script>window.step = 2;</script></div></template><script>go()</script></body>';
    expect(inlineTexts(html)).toEqual({ scripts: ['window.step = 2;', 'go()'], styles: [] });
  });

  it('collects style elements and keeps entities raw in scripts and styles', () => {
    const html = '<head><style id="s">a::after { content: "&amp;" }</style></head><script>if (a &lt; b &amp;&amp; c) x("&quot;")</script>';
    expect(inlineTexts(html)).toEqual({ scripts: ['if (a &lt; b &amp;&amp; c) x("&quot;")'], styles: ['a::after { content: "&amp;" }'] });
  });

  it('finds nothing in a page whose scripts are files or data', () => {
    const html =
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/a.css"/><script type="module" src="/assets/b.js"></script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script></head><body><h1 title="<script>x</script>">Hi</h1></body></html>';
    expect(inlineTexts(html)).toEqual({ scripts: [], styles: [] });
  });

  it('reads the text between the tags exactly: markup-like text, quoted ">", comments, line breaks', () => {
    const html = [
      '<!-- <script>commented()</script> -->',
      '<script data-x="a>b" type="module">import "/a.js";\r\nconst t = "<b>";</script >',
      '<script>document.write("<!--<script>inner()</script>-->")</script>',
      '<textarea><script>typed()</script></textarea>',
      '<SCRIPT>upper()</SCRIPT>',
    ].join('');
    expect(inlineTexts(html).scripts).toEqual([
      'import "/a.js";\nconst t = "<b>";',
      'document.write("<!--<script>inner()</script>-->")',
      'upper()',
    ]);
  });

  it('refuses a <style> inside <svg>, whose text the parser decodes', () => {
    expect(() => inlineTexts('<svg viewBox="0 0 1 1"><style>.a{}</style></svg>')).toThrow(/inside <svg>/);
    expect(inlineTexts('<svg/><style>.a{}</style>').styles).toEqual(['.a{}']);
  });
});

describe('cspHash', () => {
  it("is the browser's 'sha256-<base64>' of the text", () => {
    // The example of MDN's Content-Security-Policy script-src page.
    expect(cspHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it("lists react-aria's run-time styles on every page, and each hash once", () => {
    const hashes = pageHashes('<style>x</style><script>a()</script><script>a()</script>');
    expect(hashes.scripts).toEqual([cspHash('a()')]);
    expect(hashes.styles).toEqual([cspHash('x'), ...reactAriaStyles.map(cspHash)].sort());
  });
});

describe("react-aria's run-time style texts", () => {
  const ariaDist = path.join(repoRoot, 'node_modules/react-aria/dist');
  const styleText = (file: string) => {
    const source = readFileSync(path.join(ariaDist, 'private', file), 'utf8');
    const attribute = /PRESSABLE_ATTRIBUTE = '([^']+)'/.exec(source)?.[1];
    const template = /style\.textContent = `([^`]*)`\.trim\(\)/.exec(source)?.[1];
    return template?.replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/g, attribute ?? '').trim();
  };

  it('are the ones write-headers.ts allows (a react-aria update that changes them fails here)', () => {
    expect([styleText('overlays/usePreventScroll.mjs'), styleText('interactions/usePress.mjs')]).toEqual(reactAriaStyles);
  });

  it('come from those two files only', () => {
    const inserting = readdirSync(ariaDist, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.mjs'))
      .filter((file) => readFileSync(path.join(ariaDist, file), 'utf8').includes("createElement('style')"))
      .map((file) => file.split(path.sep).join('/'))
      .sort();
    expect(inserting).toEqual(['private/interactions/usePress.mjs', 'private/overlays/usePreventScroll.mjs']);
  });
});

describe('_headers', () => {
  const pages = [
    { file: 'index.html', html: '<script>home()</script>' },
    { file: 'about/index.html', html: '<template><script>about()</script></template>' },
    { file: '404.html', html: '<p>No inline code</p>' },
  ];
  const rules = headerRules(pages);
  const csp = (pathname: string) => headersFor(rules, pathname).find(([name]) => name === 'Content-Security-Policy')?.[1];

  it('names each page by its address, with and without the slash', () => {
    expect(pagePaths('index.html')).toEqual(['/']);
    expect(pagePaths('docs/sdk/python/index.html')).toEqual(['/docs/sdk/python', '/docs/sdk/python/']);
    expect(pagePaths('404.html')).toEqual(['/404.html']);
    expect(pagePaths('__spa-fallback.html')).toEqual(['/__spa-fallback.html']);
  });

  it('gives each page the site policy with its own hashes', () => {
    const styles = reactAriaStyles.map(cspHash).sort();
    expect(csp('/')).toBe(sitePolicy({ scripts: [cspHash('home()')], styles }));
    expect(csp('/about')).toBe(sitePolicy({ scripts: [cspHash('about()')], styles }));
    expect(csp('/about/')).toBe(csp('/about'));
    expect(csp('/404.html')).toBe(sitePolicy({ scripts: [], styles }));
    expect(csp('/about')).toContain("script-src 'self' 'sha256-");
  });

  it('gives every path the base headers once, assets a year, pages no-cache', () => {
    const base = baseHeaders.map(([name, value]) => [name, value]);
    expect(headersFor(rules, '/assets/a-1.js')).toEqual([...base, ['Cache-Control', 'public, max-age=31536000, immutable']]);
    expect(headersFor(rules, '/about')).toEqual([...base, ['Content-Security-Policy', csp('/about')], ['Cache-Control', 'no-cache']]);
    expect(headersFor(rules, '/robots.txt')).toEqual(base);
  });

  it('reads back as written', () => {
    const text = formatHeadersFile(rules);
    expect(parseHeadersFile(text)).toEqual(rules);
    expect(text).toContain("\n/about\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-");
  });

  it("reads the format's comments, blank lines, patterns and repeated headers", () => {
    const text = '# a comment\n/*\n  X-Frame-Options: DENY\n\n/docs/:topic\n  # another\n  Link: </a.css>; rel=preload\n  Link: </b.css>; rel=preload\n';
    const parsed = parseHeadersFile(text);
    expect(headersFor(parsed, '/docs/auth')).toEqual([['X-Frame-Options', 'DENY'], ['Link', '</a.css>; rel=preload, </b.css>; rel=preload']]);
    expect(headersFor(parsed, '/docs/sdk/python')).toEqual([['X-Frame-Options', 'DENY']]);
    expect(() => parseHeadersFile('  X-Frame-Options: DENY\n')).toThrow(/line 1/);
  });
});
