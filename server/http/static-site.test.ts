import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsBrotli, documentRoot, notFoundPage, precompressedFiles, siteHeaders, staticFiles } from './static-site.ts';

type Next = (error?: unknown) => void;
type Handler = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

const about = '<!DOCTYPE html><html><head><script>about(1 &amp; 2)</script></head><body><h1>About</h1></body></html>';
const notFound = '<!DOCTYPE html><html><body><h1>Not found</h1></body></html>';
const headersFile = [
  '/*',
  '  X-Frame-Options: DENY',
  '/assets/*',
  '  Cache-Control: public, max-age=31536000, immutable',
  '/',
  "  Content-Security-Policy: script-src 'self' 'sha256-home'",
  '  Cache-Control: no-cache',
  '/about',
  "  Content-Security-Policy: script-src 'self' 'sha256-about'",
  '  Cache-Control: no-cache',
  '/404.html',
  "  Content-Security-Policy: script-src 'self' 'sha256-404'",
  '  Cache-Control: no-cache',
  '/__spa-fallback.html',
  "  Content-Security-Policy: script-src 'self' 'sha256-fallback'",
  '',
].join('\n');

let root: string;
let server: Server;
let base: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'static-site-test-'));
  await mkdir(path.join(root, 'about'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'index.html'), '<h1>Home</h1>');
  await writeFile(path.join(root, 'about', 'index.html'), about);
  await writeFile(path.join(root, '404.html'), notFound);
  await writeFile(path.join(root, '__spa-fallback.html'), '<!DOCTYPE html><html><head><script>boot()</script></head><body></body></html>');
  await writeFile(path.join(root, 'about', 'draft.html'), '<!DOCTYPE html><html><head><script>draft()</script></head><body></body></html>');
  await writeFile(path.join(root, 'assets', 'app-1.js'), 'export {};');
  // Each .br holds a text of its own, so a test can tell which file was sent.
  await writeFile(path.join(root, 'assets', 'app-2.js'), 'export const plain = 2;');
  await writeFile(path.join(root, 'assets', 'app-2.js.br'), brotliCompressSync('export const fromBrotli = 2;'));
  await writeFile(path.join(root, 'assets', 'stale-3.js.br'), brotliCompressSync('export const stale = 3;'));
  await writeFile(path.join(root, 'assets', 'stale-3.js'), 'export const rebuilt = 3;');
  await utimes(path.join(root, 'assets', 'stale-3.js.br'), new Date(2020, 0, 1), new Date(2020, 0, 1));
  await writeFile(path.join(root, '_headers'), headersFile);
  const chain = [documentRoot(root), precompressedFiles(root), staticFiles(root), notFoundPage(root)] as unknown as Handler[];
  server = createServer((req, res) => {
    const run = (i: number, error?: unknown): void => {
      if (error || i === chain.length) {
        res.statusCode = 500;
        res.end();
        return;
      }
      chain[i]!(req, res, (e) => run(i + 1, e));
    };
    run(0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${base}${pathname}`, { redirect: 'manual', headers });

describe('the static site under _headers', () => {
  it('sends a page as built, with the headers _headers gives its address', async () => {
    for (const address of ['/about', '/about/']) {
      const res = await get(address);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(about);
      expect(res.headers.get('content-security-policy')).toBe("script-src 'self' 'sha256-about'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('redirects a page asked for by its file to its address', async () => {
    const about = await get('/about/index.html?x=1');
    expect([about.status, about.headers.get('location')]).toEqual([301, '/about?x=1']);
    const home = await get('/index.html');
    expect([home.status, home.headers.get('location')]).toEqual([301, '/']);
  });

  it('answers an unknown path with 404.html under the 404 page headers, and 404.html by name the same with 200', async () => {
    const unknown = await get('/no/such/page');
    expect([unknown.status, await unknown.text(), unknown.headers.get('content-security-policy')]).toEqual([404, notFound, "script-src 'self' 'sha256-404'"]);
    const named = await get('/404.html');
    expect([named.status, await named.text(), named.headers.get('content-security-policy')]).toEqual([200, notFound, "script-src 'self' 'sha256-404'"]);
  });

  it('sends an HTML file by its name only under the rule _headers has for its path (issue 47), else 404 with the 404 page', async () => {
    const fallback = await get('/__spa-fallback.html');
    expect([fallback.status, fallback.headers.get('content-security-policy'), fallback.headers.get('content-type')]).toEqual([
      200,
      "script-src 'self' 'sha256-fallback'",
      'text/html; charset=utf-8',
    ]);
    for (const name of ['/about/draft.html', '/about/DRAFT.HTML', '/no/such.html']) {
      const res = await get(name);
      expect([name, res.status, await res.text(), res.headers.get('content-security-policy')]).toEqual([name, 404, notFound, "script-src 'self' 'sha256-404'"]);
    }
  });

  it('serves assets under their rule and never _headers itself', async () => {
    const asset = await get('/assets/app-1.js');
    expect([asset.status, asset.headers.get('cache-control'), asset.headers.get('x-frame-options')]).toEqual([200, 'public, max-age=31536000, immutable', 'DENY']);
    for (const name of ['/_headers', '/%5Fheaders']) expect((await get(name)).status).toBe(404);
  });

  it("sends a file's build-time Brotli file as its encoding to a browser that accepts br, under the file's type and rule", async () => {
    const res = await get('/assets/app-2.js?v=1', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect([res.status, res.headers.get('content-encoding'), res.headers.get('content-type'), res.headers.get('cache-control'), res.headers.get('vary')]).toEqual([
      200,
      'br',
      'application/javascript; charset=utf-8',
      'public, max-age=31536000, immutable',
      'Accept-Encoding',
    ]);
    expect(await res.text()).toBe('export const fromBrotli = 2;');
    const head = await fetch(`${base}/assets/app-2.js`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect([head.status, head.headers.get('content-encoding')]).toEqual([200, 'br']);
  });

  it('sends the file itself when br is not accepted, and when its Brotli file is older than it', async () => {
    for (const acceptEncoding of ['gzip, deflate', 'gzip, br;q=0', 'identity']) {
      const res = await get('/assets/app-2.js', { 'accept-encoding': acceptEncoding });
      expect([acceptEncoding, res.headers.get('content-encoding'), res.headers.get('vary'), await res.text()]).toEqual([acceptEncoding, null, 'Accept-Encoding', 'export const plain = 2;']);
    }
    const stale = await get('/assets/stale-3.js', { 'accept-encoding': 'br' });
    expect([stale.headers.get('content-encoding'), await stale.text()]).toEqual([null, 'export const rebuilt = 3;']);
    const none = await get('/assets/app-1.js', { 'accept-encoding': 'br' });
    expect([none.status, none.headers.get('content-encoding'), await none.text()]).toEqual([200, null, 'export {};']);
  });

  it('reads Accept-Encoding: br accepted unless its q is 0', () => {
    expect(['br', 'gzip, br', 'BR;q=0.5', 'gzip;q=1, br ; q=0.001'].map(acceptsBrotli)).toEqual([true, true, true, true]);
    expect([undefined, '', 'gzip', 'br;q=0', 'br;q=0.0', 'brotli'].map(acceptsBrotli)).toEqual([false, false, false, false, false, false]);
  });

  it('refuses a build without _headers, saying to build again', async () => {
    const old = await mkdtemp(path.join(tmpdir(), 'static-site-old-'));
    try {
      expect(() => siteHeaders(old)).toThrow(/has no _headers .*run `npm run build`/);
      expect(() => documentRoot(old)).toThrow(/has no _headers/);
    } finally {
      await rm(old, { recursive: true, force: true });
    }
  });

  it('serves a new build deployed under the running server with the policies of its new _headers', async () => {
    const csp = async () => (await get('/about')).headers.get('content-security-policy');
    expect(await csp()).toBe("script-src 'self' 'sha256-about'");
    await writeFile(path.join(root, '_headers'), headersFile.replace("'sha256-about'", "'sha256-about-2'"));
    // A later modification time than the first write, whatever the file system's resolution.
    await utimes(path.join(root, '_headers'), new Date(), new Date(Date.now() + 5000));
    expect(await csp()).toBe("script-src 'self' 'sha256-about-2'");
  });
});
