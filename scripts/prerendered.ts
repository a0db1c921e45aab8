// Reading a prerendered build: which HTML file serves a URL, and which JavaScript a page loads with
// it (the module preloads and imports React Router's <Scripts> writes, docs/boot.md).
import path from 'node:path';

/** '/' -> index.html, '/docs/quickstart' -> docs/quickstart/index.html. */
export function pageHtmlFile(distDir: string, url: string): string {
  const pathname = new URL(url, 'http://site').pathname;
  return path.join(distDir, ...pathname.split('/').filter(Boolean), 'index.html');
}

/** The site-relative JavaScript files (no leading slash) a page loads with it, each once. */
export function initialScripts(html: string): string[] {
  // Every quoted site path to a .js file: modulepreload links, script src, the inline module's imports.
  return [...new Set([...html.matchAll(/"\/([^"]+\.js)"/g)].map((m) => m[1]!))];
}
