// `npm run size`: the gzip size of each prerendered page's initial JavaScript, read from the page's
// own HTML (the module scripts and modulepreload links it loads before hydrating), against the
// budget of issue 11: 120 KiB on every page, 100 KiB on content-only pages. Exits 1 over budget.
// Usage: npm run build && npm run size [-- dist-dir]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pagePaths } from '../src/app/sitePaths.ts';
import { initialScripts, pageHtmlFile } from './prerendered.ts';

const distDir = path.resolve(process.argv[2] ?? 'dist');
const KIB = 1024;
const contentOnly = [/^\/about$/, /^\/privacy$/, /^\/terms$/, /^\/careers$/, /^\/article\//];
const budgetOf = (url: string) => (contentOnly.some((re) => re.test(url)) ? 100 : 120);
const kb = (bytes: number) => (bytes / KIB).toFixed(1).padStart(7);

const gzipCache = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string) {
  if (!gzipCache.has(file)) {
    const buf = readFileSync(path.join(distDir, file));
    gzipCache.set(file, { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length });
  }
  return gzipCache.get(file)!;
}

const rows = pagePaths().map((url) => {
  const files = initialScripts(readFileSync(pageHtmlFile(distDir, url), 'utf8'));
  const raw = files.reduce((sum, f) => sum + sizeOf(f).raw, 0);
  const gzip = files.reduce((sum, f) => sum + sizeOf(f).gzip, 0);
  return { url, files: files.length, raw, gzip, budget: budgetOf(url) };
});

console.log(`Initial JavaScript per prerendered page (${path.relative(process.cwd(), distDir) || '.'}), KiB`);
console.log('page'.padEnd(52) + 'files'.padStart(6) + '    raw' + '   gzip' + ' budget');
for (const r of rows) {
  const over = r.gzip > r.budget * KIB;
  console.log(r.url.padEnd(52) + String(r.files).padStart(6) + kb(r.raw) + kb(r.gzip) + String(r.budget).padStart(7) + (over ? '  OVER' : ''));
}
const over = rows.filter((r) => r.gzip > r.budget * KIB);
if (over.length) {
  console.error(`${over.length} page(s) over budget: ${over.map((r) => r.url).join(', ')}`);
  process.exit(1);
}
console.log(`all ${rows.length} pages within budget`);
