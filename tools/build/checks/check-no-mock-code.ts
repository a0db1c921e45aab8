// Fails when the production build contains mock code: MSW, @msw/data, the worker, the mock panel,
// or the demo's precache worker (visitors get no service worker, ADR 0038).
import path from 'node:path';
import { signaturesIn } from './build-signatures.ts';

const distDir = path.resolve(process.argv[2] ?? 'dist');
const signatures = [/mockServiceWorker/, /\[MSW\]/, /setupWorker/, /@msw\/data/, /Mock API/, /INTEGRITY_CHECKSUM/, /sw-mocks/, /workbox/i, /serviceWorker\.register/];

const { files, hits } = signaturesIn(distDir, signatures, (file) => /\.(js|html|json)$/.test(file) && !file.endsWith('openapi.json'));

if (hits.length) {
  console.error(`Mock code found in ${distDir}:\n  ${hits.join('\n  ')}`);
  process.exit(1);
}
console.log(`no mock code in ${path.relative(process.cwd(), distDir)} (${files} files checked)`);
