// Fails when the production build contains mock code: MSW, @msw/data, the worker, the mock panel,
// or the demo's precache worker (visitors get no service worker, ADR 0013).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const distDir = path.resolve(process.argv[2] ?? 'dist');
const signatures = [/mockServiceWorker/, /\[MSW\]/, /setupWorker/, /@msw\/data/, /Mock API/, /INTEGRITY_CHECKSUM/, /sw-mocks/, /workbox/i, /serviceWorker\.register/];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

const hits = files(distDir)
  .filter((f) => /\.(js|html|json)$/.test(f) && !f.endsWith('openapi.json'))
  .flatMap((f) => {
    const text = readFileSync(f, 'utf8');
    return signatures.filter((re) => re.test(text)).map((re) => `${path.relative(distDir, f)}: ${re}`);
  });

if (hits.length) {
  console.error(`Mock code found in ${distDir}:\n  ${hits.join('\n  ')}`);
  process.exit(1);
}
console.log(`no mock code in ${path.relative(process.cwd(), distDir)} (${files(distDir).length} files checked)`);
