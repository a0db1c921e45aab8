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

/**
 * Why a page's stylesheet would not be fetched first, or undefined: the browser asks for resources in
 * document order, and the first paint waits for the stylesheet, not for the scripts (ADR 0051).
 */
export function stylesheetAfterScripts(html: string): string | undefined {
  const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
  if (!stylesheet) return 'no stylesheet link';
  const preload = html.indexOf(`<link rel="preload" href="${stylesheet}" as="style"/>`);
  if (preload === -1) return `no preload of ${stylesheet}`;
  const firstScript = html.indexOf('<link rel="modulepreload"');
  return firstScript !== -1 && firstScript < preload ? 'a modulepreload link comes before the stylesheet preload' : undefined;
}
