// Prints the gzip size of each route's initial JavaScript (entry + its route chunk + their static
// imports) of a production build. Usage: npm run build && npm run size [-- dist-dir]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageModulePath, routeTable, sampleUrl } from '../src/app/routeTable.ts';
import { entryKey, readManifest, staticClosure } from './bundle-manifest.ts';

const distDir = path.resolve(process.argv[2] ?? 'dist');
const manifest = readManifest(distDir);
const entry = entryKey(manifest);
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);

const rows = routeTable.map((route) => {
  const files = staticClosure(manifest, [entry, pageModulePath(route)]).filter((f) => f.endsWith('.js'));
  const sources = files.map((file) => readFileSync(path.join(distDir, file)));
  const raw = sources.reduce((sum, buf) => sum + buf.length, 0);
  const gzip = sources.reduce((sum, buf) => sum + gzipSync(buf, { level: 9 }).length, 0);
  return { url: sampleUrl(route), files: files.length, raw, gzip };
});

console.log(`Initial JavaScript per route (${path.relative(process.cwd(), distDir) || '.'}), KiB`);
console.log('route'.padEnd(48) + 'files'.padStart(6) + '    raw' + '   gzip');
for (const row of rows) console.log(row.url.padEnd(48) + String(row.files).padStart(6) + kb(row.raw) + kb(row.gzip));
