// `npm run build` (production, dist/) and `npm run build:demo` (offline demo, dist-demo/): React
// Router's framework build prerenders every page; its client output is moved to the documented
// folder, the 404 page becomes 404.html, and the build-time files are added (og images, sitemap,
// robots.txt, PNG icons, web app manifest, the contract tests download, `_headers` with each page's
// CSP, and each script's and stylesheet's Brotli file). Last, every src and href to the site's own
// files must name a file it wrote (tools/build/checks/check-site-files.ts). BUILD_OUT_DIR overrides the folder for parallel work.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeSiteAssets } from './site-assets.ts';
import { writeContractBundle } from '../../contract-tests/tools/bundle.ts';
import { CONTRACT_BUNDLE_PATH } from '../../src/features/docs/downloads.ts';
import { writePrecacheWorker } from './write-precache-worker.ts';
import { writeHeaders } from './write-headers.ts';
import { precompressAssets } from './precompress.ts';
import { missingSiteFiles } from './checks/check-site-files.ts';

/** The islands build's scripts into the site's assets; its stylesheet and manifest stay behind (the site's stylesheet has its classes). */
function copyIslands(from: string, to: string): void {
  cpSync(path.join(from, 'assets'), path.join(to, 'assets'), { recursive: true, filter: (file) => !file.endsWith('.css') });
}

const mode = process.argv[2] === 'demo' ? 'demo' : 'production';
const outDir = path.resolve(process.env.BUILD_OUT_DIR ?? (mode === 'demo' ? 'dist-demo' : 'dist'));
const workDir = path.resolve('.react-router-build', path.basename(outDir));

const islandsDir = `${workDir}-islands`;
const buildEnv = { ...process.env, REACT_ROUTER_BUILD_DIR: workDir, ISLANDS_OUT_DIR: islandsDir };

const started = Date.now();
// The islands build first: the prerender names its entry (ADR 0082).
for (const command of [
  ['vite', 'build', '--config', 'tools/build/vite/islands.config.ts', '--mode', mode, '--logLevel', 'warn'],
  ['react-router', 'build', '--mode', mode],
]) {
  const { status } = spawnSync('npx', command, { stdio: 'inherit', env: buildEnv });
  if (status !== 0) process.exit(status ?? 1);
}

rmSync(outDir, { recursive: true, force: true });
renameSync(path.join(workDir, 'client'), outDir);
rmSync(workDir, { recursive: true, force: true });
copyIslands(islandsDir, outDir);
rmSync(islandsDir, { recursive: true, force: true });
const notFound = path.join(outDir, '404', 'index.html');
if (!existsSync(notFound)) throw new Error('The 404 page was not prerendered (src/app/sitePaths.ts NOT_FOUND_PATH).');
renameSync(notFound, path.join(outDir, '404.html'));
rmSync(path.join(outDir, '404'), { recursive: true });

await writeSiteAssets(outDir);
await writeContractBundle(path.join(outDir, CONTRACT_BUNDLE_PATH));
// The CSP of each page, from the pages as written above (ADR 0039). Not among the files the demo's
// worker precaches (a host reads it; no page asks for it).
const headers = writeHeaders(outDir);
for (const warning of headers.warnings) console.warn(`_headers: ${warning}`);
// The demo's precache worker lists every file written above (ADR 0038).
if (mode === 'demo') await writePrecacheWorker(outDir);
// Last, so that the worker does not list them: a browser gets them as the encoding of their file (ADR 0055).
const brotli = await precompressAssets(outDir);
const missing = missingSiteFiles(outDir);
if (missing.length) {
  console.error(`The ${mode} build refers to ${missing.length} file${missing.length === 1 ? '' : 's'} it does not have (page: address):\n${missing.map((m) => `  - ${m}`).join('\n')}`);
  process.exit(1);
}
console.log(`precompressed ${brotli.files} files with Brotli: ${(brotli.before / 1024).toFixed(0)} -> ${(brotli.after / 1024).toFixed(0)} KiB`);
console.log(`${mode} build in ${path.relative(process.cwd(), outDir)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
