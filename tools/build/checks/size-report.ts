// `npm run size`: the gzip size of the JavaScript each prerendered page loads with it, read from the
// page's own HTML (the modules React Router's <Scripts> preloads and imports, docs/boot.md), against a
// ceiling per page, so a page does not grow unseen. Bytes are a clue, not the goal: what a visitor
// feels is measured by `npm run bench:first-tap` and `npm run lighthouse`. The script exits 1 when a
// page is over its ceiling. Usage: npm run build && npm run size [-- dist-dir]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pagePaths } from '../../../src/app/sitePaths.ts';
import { initialScripts, pageHtmlFile } from '../prerendered.ts';

const distDir = path.resolve(process.argv[2] ?? 'dist');
const KIB = 1024;

// KiB. The framework file alone (react-dom, react-router, react) is 105 KiB and the shell every page
// loads (react-aria's press/focus/link, header, footer) 27 KiB: ADR 0009; where a visit's bytes go,
// idle prefetches included, is `npm run bench:visit-size` (ADR 0080). Each ceiling is the page's
// load on 2026-12-03 (the concierge's panel and the kit's dialog frame in the page's code, ADR 0081)
// plus 1-2 KiB (the hashes in the chunks' names alone move a page by some 20 bytes from one build to
// the next); the pages of islands' (/, /about, the articles; ADR 0082, ADR 0084) on 2026-12-06. Lower
// a ceiling when a page shrinks.
const ceilings: [RegExp, number][] = [
  [/^\/pricing$/, 147],
  [/^\/about$/, 91],
  [/^\/(careers|privacy|terms)$/, 141],
  [/^\/article\//, 97],
  [/^\/resources$/, 153],
  [/^\/help$/, 153],
  [/^\/docs(\/.*)?$/, 141],
  [/^\/event\//, 146],
  [/^\/$/, 100],
  [/^\/playground$/, 202],
  [/^\/case-studies$/, 149],
  [/^\/(signin|register)$/, 154],
  [/^\/(trial|forgot-password|reset-password)$/, 165],
  [/^\/contact$/, 166],
  [/^\/solutions$/, 170],
  [/^\/book-call$/, 144],
];
const ceilingOf = (url: string) => ceilings.find(([re]) => re.test(url))?.[1] ?? Number.POSITIVE_INFINITY;
const kb = (bytes: number) => (bytes / KIB).toFixed(1).padStart(7);

const gzipCache = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string) {
  if (!gzipCache.has(file)) {
    const buf = readFileSync(path.join(distDir, file));
    gzipCache.set(file, { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length });
  }
  return gzipCache.get(file)!;
}

const total = (files: string[], size: 'raw' | 'gzip') => files.reduce((sum, f) => sum + sizeOf(f)[size], 0);

const rows = pagePaths().map((url) => {
  const files = initialScripts(readFileSync(pageHtmlFile(distDir, url), 'utf8'));
  return { url, files: files.length, raw: total(files, 'raw'), gzip: total(files, 'gzip'), ceiling: ceilingOf(url) };
});

console.log(`JavaScript each prerendered page loads with it (${path.relative(process.cwd(), distDir) || '.'}), KiB`);
console.log('page'.padEnd(52) + 'files'.padStart(6) + '    raw' + '   gzip' + ' ceiling');
for (const r of rows) {
  const ceiling = Number.isFinite(r.ceiling) ? String(r.ceiling) : '-';
  console.log(r.url.padEnd(52) + String(r.files).padStart(6) + kb(r.raw) + kb(r.gzip) + ceiling.padStart(8) + (r.gzip > r.ceiling * KIB ? '  OVER CEILING' : ''));
}
const over = rows.filter((r) => r.gzip > r.ceiling * KIB);
console.log(`${rows.length - over.length} of ${rows.length} pages within their ceiling`);
if (over.length) {
  console.error(`${over.length} page(s) over their ceiling: ${over.map((r) => r.url).join(', ')}`);
  process.exit(1);
}
