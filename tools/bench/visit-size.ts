// `npm run bench:visit-size`: a benchmark, not a check (it prints figures and never fails on a size;
// `npm run size` keeps the ceilings). The JavaScript a whole visit of each kind of page fetches, not
// only what the page's HTML loads: each page of the production build (dist/, run `npm run build`
// first; or STATIC_DIR), served by tools/build/serve-static.ts (the reference server's static site:
// its compression, the build's Brotli files), is opened in a fresh context of the system Chromium as
// the benchmarks' phone (its screen, not its throttling) and left until the network has been idle:
// what it fetches after the load event is what docs/boot.md fetches when idle (the concierge, a
// page's dialogs, the toast region). Every response is counted by its resource type and its phase
// (sent before or after the load event) at the body size Chromium received; each script is then
// asked for again as gzip and as Brotli, and counted as the server sends it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { chromium, type Browser } from 'playwright';
import { chromiumArgs, chromiumPath } from '../testing/chromium.ts';
import { initialScripts, pageHtmlFile } from '../build/prerendered.ts';
import { pageTable, sampleUrl } from '../../src/app/pageTable.ts';
import { freePort, repoRoot } from '../../server/test/harness.ts';
import { formatTable } from './figures.ts';
import { phone } from './phone-profile.ts';
import { builtSiteDir } from './sites.ts';
import { bytesPerPart, groupOf, groupOrder } from './script-breakdown.ts';

const staticDir = builtSiteDir('bench:visit-size');
/** After the network first goes idle, this long more for a late idle fetch. */
const QUIET_MS = 2000;
const KIB = 1024;

const article = sampleUrl(pageTable.find((entry) => entry.path === '/article/:id')!);
/** Each kind of page: the content pages (the home page, /about, an article), /pricing, /book-call, a form. */
const pages: { kind: string; path: string }[] = [
  { kind: 'content', path: '/' },
  { kind: 'content', path: '/about' },
  { kind: 'content', path: article },
  { kind: 'pricing', path: '/pricing' },
  { kind: 'booking', path: '/book-call' },
  { kind: 'form', path: '/contact' },
];

type Phase = 'before load' | 'after load';

interface Response {
  url: string;
  type: string;
  phase: Phase;
  /** The body as Chromium received it (encoded), bytes. */
  bytes: number;
  encoding: string;
}

/** tools/build/serve-static.ts serving `dir` on 127.0.0.1; `stop` ends it by its PID. */
async function serveStatic(dir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(repoRoot, 'tools/build/serve-static.ts'), dir, '--port', String(port)], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('serve-static did not start within 20 s')), 20_000);
    void exited.then(() => reject(new Error('serve-static exited during start')));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('serving ')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) process.kill(child.pid!, 'SIGTERM');
      await exited;
    },
  };
}

/** Loads `url` as the phone and waits until its network has been idle; every response, with its phase. */
async function visit(browser: Browser, url: string): Promise<{ responses: Response[]; acceptEncoding: string }> {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    let phase: Phase = 'before load';
    let acceptEncoding = '';
    const phases = new Map<object, Phase>();
    const responses: Response[] = [];
    const finished: Promise<void>[] = [];
    page.on('load', () => (phase = 'after load'));
    page.on('request', (request) => phases.set(request, phase));
    page.on('requestfinished', (request) => {
      finished.push(
        (async () => {
          const response = await request.response();
          const sizes = await request.sizes();
          // The headers the network stack sent (Accept-Encoding is added there).
          if (request.resourceType() === 'document') acceptEncoding = (await request.allHeaders())['accept-encoding'] ?? '';
          responses.push({
            url: request.url(),
            type: request.resourceType(),
            phase: phases.get(request) ?? phase,
            bytes: sizes.responseBodySize,
            encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
          });
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForTimeout(QUIET_MS);
    await page.waitForLoadState('networkidle');
    await Promise.all(finished);
    return { responses, acceptEncoding };
  } finally {
    await context.close();
  }
}

/** The body bytes the server sends for `url` to a client accepting only `encoding`, and the encoding it used. */
function sentBytes(url: string, encoding: 'gzip' | 'br'): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

const sent = new Map<string, { gzip: number; br: number; encodings: string }>();
/** A script as the server sends it, gzip and Brotli, in bytes (asked once per file). */
async function scriptSize(origin: string, file: string) {
  if (!sent.has(file)) {
    const [gzip, br] = await Promise.all([sentBytes(`${origin}/${file}`, 'gzip'), sentBytes(`${origin}/${file}`, 'br')]);
    sent.set(file, { gzip: gzip.bytes, br: br.bytes, encodings: `${gzip.encoding}/${br.encoding}` });
  }
  return sent.get(file)!;
}

/** Files, KiB gzip and KiB Brotli of a set of scripts, as three cells. */
async function scriptCells(origin: string, files: readonly string[]): Promise<string[]> {
  const sizes = await Promise.all(files.map((file) => scriptSize(origin, file)));
  const kib = (bytes: number) => (bytes / KIB).toFixed(1);
  return [String(files.length), kib(sizes.reduce((sum, size) => sum + size.gzip, 0)), kib(sizes.reduce((sum, size) => sum + size.br, 0))];
}

/** Brotli bytes of `files` per group of script-breakdown.ts, each file's size shared out by its source map. */
function breakdown(files: readonly string[]): Map<string, number> | undefined {
  const perGroup = new Map<string, number>();
  const maps = files.map((file) => bytesPerPart(path.join(staticDir, file)));
  if (files.length && maps.every((map) => !map)) return undefined;
  for (const [index, file] of files.entries()) {
    // A file the build wrote without a map (React Router's manifest, a route's re-export) is generated code.
    const parts = maps[index] ?? new Map([['(generated)', 1]]);
    const minified = [...parts.values()].reduce((sum, bytes) => sum + bytes, 0);
    const br = sent.get(file)!.br;
    for (const [part, bytes] of parts) perGroup.set(groupOf(part), (perGroup.get(groupOf(part)) ?? 0) + (bytes / minified) * br);
  }
  return perGroup;
}
const breakdownColumns: { heading: string; load?: Map<string, number>; idle?: Map<string, number> }[] = [];

const siteFile = (origin: string, url: string) => (url.startsWith(`${origin}/`) ? new URL(url).pathname.slice(1) : url);
const types = ['document', 'stylesheet', 'script', 'font', 'image', 'fetch', 'other'] as const;
const typeOf = (type: string) => ((types as readonly string[]).includes(type) ? type : type === 'xhr' ? 'fetch' : 'other');

const server = await serveStatic(staticDir);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
const scriptRows: string[][] = [];
const typeRows: string[][] = [];
const notes: string[] = [];
let acceptEncoding = '';
try {
  console.log(`bench:visit-size: ${staticDir} served by tools/build/serve-static.ts at ${server.url}`);
  console.log(`Chromium ${browser.version()} (${chromiumPath()}, headless), a fresh context per page, ${phone.viewport.width}x${phone.viewport.height} touch, unthrottled`);
  console.log(`each page until its network is idle (500 ms without a request), then ${QUIET_MS / 1000} s more and idle again\n`);
  for (const { kind, path: pagePath } of pages) {
    const visited = await visit(browser, `${server.url}${pagePath}`);
    acceptEncoding = visited.acceptEncoding;
    const { responses } = visited;
    const html = initialScripts(readFileSync(pageHtmlFile(staticDir, pagePath), 'utf8'));
    const scripts = (phase: Phase) => [...new Set(responses.filter((r) => r.type === 'script' && r.phase === phase).map((r) => siteFile(server.url, r.url)))];
    const beforeLoad = scripts('before load');
    const idle = scripts('after load').filter((file) => !beforeLoad.includes(file));
    // Before load but not in the HTML: lazy parts the page asked for while hydrating, ahead of the load event.
    const moreBeforeLoad = beforeLoad.filter((file) => !html.includes(file));
    const notFetched = html.filter((file) => !beforeLoad.includes(file));
    const whole = [...new Set([...html, ...beforeLoad, ...idle])];
    console.log(`${pagePath}: ${responses.length} responses; fetched after load: ${idle.map((file) => path.basename(file)).join(', ') || 'no script'}`);
    if (notFetched.length) notes.push(`${pagePath}: scripts of its HTML not fetched before load: ${notFetched.join(', ')}`);
    scriptRows.push([
      kind,
      pagePath,
      ...(await scriptCells(server.url, html)),
      ...(await scriptCells(server.url, moreBeforeLoad)),
      ...(await scriptCells(server.url, idle)),
      ...(await scriptCells(server.url, whole)),
    ]);
    const atLoad = [...new Set([...html, ...beforeLoad])];
    breakdownColumns.push({ heading: pagePath, load: breakdown(atLoad), idle: breakdown(idle) });
    for (const phase of ['before load', 'after load'] as const) {
      const inPhase = responses.filter((r) => r.phase === phase);
      const kibOf = (list: Response[]) => (list.reduce((sum, r) => sum + r.bytes, 0) / KIB).toFixed(1);
      typeRows.push([phase === 'before load' ? pagePath : '', phase, ...types.map((type) => kibOf(inPhase.filter((r) => typeOf(r.type) === type))), kibOf(inPhase), String(inPhase.length)]);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log('\nJavaScript of a whole visit, KiB as the server sends it (gzip / Brotli)');
const scriptHeadings = ['kind', 'page', ...["HTML's", 'more before load', 'after load (idle)', 'whole visit'].flatMap((part) => [`${part} files`, 'gzip', 'br'])];
for (const line of formatTable(scriptHeadings, scriptRows, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])) console.log(line);
console.log(
  "HTML's: the scripts the page's HTML loads (npm run size's list). more before load: scripts the page asked for before its load event that its HTML does not list (lazy parts requested while it hydrated). after load: the scripts first fetched after the load event (docs/boot.md's idle prefetches, and parts near the viewport). whole visit: all, each file once.",
);
const encodings = [...new Set([...sent.values()].map((size) => size.encodings))].join(', ');
console.log(`Each script asked for once as gzip and once as Brotli; the server answered with ${encodings} (gzip ask / Brotli ask).`);
for (const note of notes) console.log(`note: ${note}`);

if (breakdownColumns.every((column) => column.load && column.idle)) {
  console.log('\nWhere the script of a visit goes, KiB Brotli at load + when idle (tools/bench/script-breakdown.ts)');
  const cell = (column: (typeof breakdownColumns)[number], group: string) => {
    const kib = (map: Map<string, number>) => ((map.get(group) ?? 0) / KIB).toFixed(1);
    return `${kib(column.load!)} + ${kib(column.idle!)}`;
  };
  const groupRows = groupOrder.map((group) => [group, ...breakdownColumns.map((column) => cell(column, group))]);
  for (const line of formatTable(['part', ...breakdownColumns.map((column) => column.heading)], groupRows, breakdownColumns.map((_, index) => index + 1)))
    console.log(line);
  console.log('Each file\'s Brotli size shared out by the minified bytes its source map gives each source: an estimate.');
} else console.log('\n(no per-package breakdown: build with BUILD_SOURCEMAP=true for the source maps it reads)');

console.log(`\nEvery response of the visit by type and phase, KiB of body as Chromium received it (it asked Accept-Encoding: ${acceptEncoding || '-'})`);
for (const line of formatTable(['page', 'phase', ...types, 'total', 'responses'], typeRows, [2, 3, 4, 5, 6, 7, 8, 9, 10])) console.log(line);
console.log('phase: whether the request was sent before or after the load event.');
