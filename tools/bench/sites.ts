// What `npm run lighthouse`, `npm run bench:first-tap` and `npm run bench:tap-trace` serve: the production build, and a control
// page of plain HTML from a folder of its own (its own `_headers` and 404.html), each by the reference
// server as `npm run serve:prod` serves it. The control page's figures are the floor under the build's:
// what this machine and Chromium cost a page that does nothing.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, startServerProcess, tempDataFile, type ServerProcess } from '../../server/test/harness.ts';
import { writeHeaders } from '../build/write-headers.ts';
import { pageTable, sampleUrl } from '../../src/app/pageTable.ts';

/** The build to measure (STATIC_DIR, default dist/); exits with one line when it has not been built. */
export function builtSiteDir(tool: string): string {
  const dir = path.resolve(repoRoot, process.env.STATIC_DIR ?? 'dist');
  if (!existsSync(path.join(dir, 'index.html'))) {
    console.error(`${tool}: ${dir}/index.html not found; run \`npm run build\` first (or set STATIC_DIR).`);
    process.exit(1);
  }
  return dir;
}

/** The pages whose first paint issue 46's goals name: the home page, a pricing page, an article and a form. */
const articleEntry = pageTable.find((entry) => entry.path === '/article/:id')!;
export const firstPaintPages = ['/', '/pricing', sampleUrl(articleEntry), '/book-call?type=demo'];

/** The control page of the first-paint benchmarks: a heading and a paragraph, no style or script. */
export const plainControlPage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
  '<title>Control page</title><meta name="description" content="A heading and a paragraph, no style or script."></head>' +
  '<body><h1>Control page</h1><p>A heading and a paragraph, no style or script.</p></body></html>';

const notFoundPage = '<!doctype html><html lang="en"><title>Not found</title><p>Not found.</p></html>';

/** Serves `staticDir` alone; `stop` ends the server and removes its store. */
export async function startBuild(staticDir: string, name: string): Promise<{ build: ServerProcess; stop: () => Promise<void> }> {
  const buildData = await tempDataFile(`orbital-${name}-`);
  const build = await startServerProcess({ dataFile: buildData.file, env: { STATIC_DIR: staticDir } });
  const stop = async () => {
    await build.stop();
    await buildData.cleanup();
  };
  return { build, stop };
}

/** Serves `staticDir` and the control page `controlHtml`; `stop` ends both servers and removes their stores. */
export async function startBuildAndControl(
  staticDir: string,
  controlHtml: string,
  name: string,
): Promise<{ build: ServerProcess; control: ServerProcess; stop: () => Promise<void> }> {
  const controlData = await tempDataFile(`orbital-${name}-control-`);
  const controlDir = path.dirname(controlData.file);
  writeFileSync(path.join(controlDir, 'index.html'), controlHtml);
  // The server answers a missing file (the browser's /favicon.ico) with the folder's 404.html.
  writeFileSync(path.join(controlDir, '404.html'), notFoundPage);
  writeHeaders(controlDir);
  const { build, stop: stopBuild } = await startBuild(staticDir, name);
  const control = await startServerProcess({ dataFile: controlData.file, env: { STATIC_DIR: controlDir } });
  const stop = async () => {
    await stopBuild();
    await control.stop();
    await controlData.cleanup();
  };
  return { build, control, stop };
}
