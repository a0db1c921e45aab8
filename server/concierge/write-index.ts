// `npm run concierge:index`: writes src/domain/concierge/site-index.json, the passages the concierge answers
// from when the server runs without a build and in the mock (ADR 0047, ADR 0077), from the prerendered pages of `dist/` (run
// `npm run build` first; DIST_DIR names another build). A server with STATIC_DIR indexes its own build.
// Either way it fails when a passage's anchor is no id of its page. `--check` writes nothing and fails
// when the committed file is not the build's (npm test runs it, after the production build).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { COMMITTED_INDEX, indexOfBuild } from './site-index.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const dist = path.resolve(repoRoot, process.env.DIST_DIR ?? 'dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`${dist} holds no build: run \`npm run build\` first.`);
  process.exit(1);
}
const index = indexOfBuild(dist);
// Every anchor is an id its page renders, so that `path#anchor` scrolls to the passage.
const missing = index.passages.filter((p) => p.anchor && !readFileSync(path.join(dist, p.path, 'index.html'), 'utf8').includes(` id="${p.anchor}"`));
if (missing.length > 0) {
  console.error(`Anchors no page renders:\n${missing.map((p) => `  ${p.path}#${p.anchor} (${p.heading})`).join('\n')}`);
  process.exit(1);
}
const text = `${JSON.stringify(index, null, 1)}\n`;
const committed = path.relative(repoRoot, COMMITTED_INDEX);
if (process.argv.includes('--check')) {
  if (readFileSync(COMMITTED_INDEX, 'utf8') === text) process.exit(0);
  console.error(`${committed} is not the index of the pages as built: run \`npm run build && npm run concierge:index\` and commit it.`);
  process.exit(1);
}
writeFileSync(COMMITTED_INDEX, text);
console.log(`${committed}: ${index.passages.length} passages of ${new Set(index.passages.map((p) => p.path)).size} pages`);
