// `npm run concierge:index`: writes server/concierge-site-index.json, the passages the concierge answers
// from when the server runs without a build (ADR 0047), from the prerendered pages of `dist/` (run
// `npm run build` first; DIST_DIR names another build). A server with STATIC_DIR indexes its own build.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { COMMITTED_INDEX, indexOfBuild } from '../server/concierge-index.ts';
import { repoRoot } from './server-harness.ts';

const dist = path.resolve(repoRoot, process.env.DIST_DIR ?? 'dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`${dist} holds no build: run \`npm run build\` first.`);
  process.exit(1);
}
const index = indexOfBuild(dist);
writeFileSync(COMMITTED_INDEX, `${JSON.stringify(index, null, 1)}\n`);
console.log(`${path.relative(repoRoot, COMMITTED_INDEX)}: ${index.passages.length} passages of ${new Set(index.passages.map((p) => p.path)).size} pages`);
