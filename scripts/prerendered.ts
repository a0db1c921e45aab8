// Reading a prerendered build: which HTML file serves a URL, and which JavaScript a page loads
// before it hydrates (the files its boot module preloads and imports, ADR 0024), or at the visitor's
// first action (ADR 0034).
import path from 'node:path';
import { AT_FIRST_ACTION_MARK } from '../src/app/hydrateAfterPaint.ts';

/** '/' -> index.html, '/docs/quickstart' -> docs/quickstart/index.html. */
export function pageHtmlFile(distDir: string, url: string): string {
  const pathname = new URL(url, 'http://site').pathname;
  return path.join(distDir, ...pathname.split('/').filter(Boolean), 'index.html');
}

/** The site-relative JavaScript files (no leading slash) a page loads up front, each once. */
export function initialScripts(html: string): string[] {
  return pageScripts(html).initial;
}

/**
 * A page's JavaScript files: `initial`, loaded with the page; `atFirstAction`, loaded only once the
 * visitor first acts (a page marked `hydratesAtFirstAction`, ADR 0034), in which case `initial` is empty.
 */
export function pageScripts(html: string): { initial: string[]; atFirstAction: string[] } {
  // Every quoted site path to a .js file: modulepreload links, script src, the inline module's imports.
  const files = [...new Set([...html.matchAll(/"\/([^"]+\.js)"/g)].map((m) => m[1]!))];
  return html.includes(AT_FIRST_ACTION_MARK) ? { initial: [], atFirstAction: files } : { initial: files, atFirstAction: [] };
}
