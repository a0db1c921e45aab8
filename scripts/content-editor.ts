// `npm run content`: the browser editor of the content folder (Decap CMS, ADR 0048) at
// http://127.0.0.1:4460/. The page holds Decap's bundle and the form made from the collections'
// schemas (scripts/content-editor-config.ts); decap-server, on the next port, reads and writes the
// Markdown files of CONTENT_DIR (default content/). Nothing here is part of a site build.
// CONTENT_EDITOR_PORT moves both ports; CONTENT_GIT_HOST edits the team's git host instead (README).
import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { contentDir } from '../src/content/build/load.ts';
import { DECAP_VERSION, ensureDecapBundle } from './content-editor-bundle.ts';
import { backendOf, editorConfig } from './content-editor-config.ts';
import { waitForOk } from './server-harness.ts';

const port = Number(process.env.CONTENT_EDITOR_PORT ?? 4460);
const proxyPort = port + 1;
const origin = `http://127.0.0.1:${port}`;
const dir = contentDir();
const backend = backendOf(process.env, `http://127.0.0.1:${proxyPort}/api/v1`);
const config = JSON.stringify(editorConfig({ contentDir: dir, backend }));
const bundle = ensureDecapBundle();
const bundlePath = `/decap-cms-${DECAP_VERSION}.js`;

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Content editor · Orbital Agents</title>
</head>
<body>
<script>
window.CMS_MANUAL_INIT = true;
// The body opens as Markdown source (kept as typed, GFM included) beside the preview; the switch
// above it offers rich text, and Decap remembers the choice under this key.
if (!localStorage.getItem('cms.md-mode')) localStorage.setItem('cms.md-mode', 'raw');
</script>
<script src="${bundlePath}"></script>
<script>fetch('/config.json').then((r) => r.json()).then((config) => CMS.init({ config }));</script>
</body>
</html>
`;

let proxy: ChildProcess | undefined;
if (backend.name === 'proxy') {
  // The files live under the content folder's parent, as in a clone: collections are `content/<name>`.
  const root = path.dirname(dir);
  proxy = spawn(process.execPath, [createRequire(import.meta.url).resolve('decap-server')], {
    cwd: root,
    env: { ...process.env, PORT: String(proxyPort), BIND_HOST: '127.0.0.1', MODE: 'fs', GIT_REPO_DIRECTORY: root, ORIGIN: origin, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  proxy.on('exit', (code) => {
    console.error(`content editor: decap-server stopped (exit ${code}); stopping`);
    process.exit(1);
  });
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', origin);
  if (req.method !== 'GET') {
    res.writeHead(405, { Allow: 'GET' }).end();
  } else if (url.pathname === '/') {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(page);
  } else if (url.pathname === '/config.json') {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(config);
  } else if (url.pathname === bundlePath) {
    res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' });
    createReadStream(bundle).pipe(res);
  } else {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  }
});

const stop = () => {
  proxy?.removeAllListeners('exit');
  proxy?.kill();
  server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

server.listen(port, '127.0.0.1', async () => {
  // decap-server answers its `info` action once it listens.
  const info = { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin }, body: '{"action":"info"}' };
  if (backend.name === 'proxy') await waitForOk(backend.proxy_url, 10_000, undefined, info);
  const where = backend.name === 'proxy' ? path.relative(process.cwd(), dir) || dir : `${backend.name}: ${backend.repo}`;
  console.log(`content editor for ${where} at ${origin}/ (Ctrl+C stops it)`);
});
