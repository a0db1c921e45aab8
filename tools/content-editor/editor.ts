// `npm run content`: the browser editor of the content folder (Decap CMS, ADR 0048) at
// http://127.0.0.1:4460/. The page holds Decap's bundle and the form made from the collections'
// schemas (tools/content-editor/config.ts); the same server's API (tools/content-editor/api.ts,
// ADR 0064) reads and writes the Markdown files of CONTENT_DIR (default content/) and the covers
// folder beside it, and nothing else. Nothing here is part of a site build.
// CONTENT_EDITOR_PORT moves the port; CONTENT_GIT_HOST edits the team's git host instead (README).
import { createReadStream } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { build } from 'vite';
import { contentDir } from '../../src/content/build/load.ts';
import { editorApi } from './api.ts';
import { startPreview } from './preview.ts';
import { DECAP_VERSION, ensureDecapBundle } from './decap-bundle.ts';
import { backendOf, editorConfig } from './config.ts';

const port = Number(process.env.CONTENT_EDITOR_PORT ?? 4460);
const origin = `http://127.0.0.1:${port}`;
const dir = contentDir();
// The preview pane shows the site's own pages: `npm start` on a copy of the content folder, on the next port.
const preview = await startPreview({ contentDir: dir, port: port + 1 });
const api = await editorApi({ contentDir: dir, port, preview: preview.write });
// The API's address is the page's own (127.0.0.1 or localhost, as the page was opened), token included.
const configFor = (host: string) => JSON.stringify(editorConfig({ contentDir: dir, backend: backendOf(process.env, `http://${host}${api.path}`) }));
const backend = backendOf(process.env, api.path);
/** What Publish does, said in the editor (ADR 0071). */
const publishNote =
  backend.name === 'proxy'
    ? `Publish writes the file into ${path.relative(process.cwd(), dir) || dir}/ on this computer; the live site changes with the next build and deploy (commit and push the file).`
    : `Publish opens a merge request on ${backend.name === 'github' ? 'GitHub' : 'GitLab'} (${backend.repo}) for the team to review; the live site changes once it is merged and deployed.`;
const editorInfo = (host: string) => JSON.stringify({ publishNote, preview: { origin: preview.origin, api: `http://${host}${api.path}/preview` } });
const bundle = ensureDecapBundle();

/** The editor's own browser code (tools/content-editor/client.ts, the schemas inside), bundled once per start. */
async function bundleClient(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { write: false, minify: true, target: 'es2022', lib: { entry: path.resolve('tools/content-editor/client.ts'), formats: ['iife'], name: 'contentEditor', fileName: () => 'client.js' } },
  });
  const chunk = (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? o.output : [])).find((o) => o.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('the content editor\'s browser code did not bundle');
  return chunk.code;
}
const client = await bundleClient();
const clientPath = '/content-editor-client.js';
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
<script src="${clientPath}"></script>
<script>fetch('/config.json').then((r) => r.json()).then((config) => CMS.init({ config }));</script>
</body>
</html>
`;

const server = createServer((req, res) => {
  if (!api.ownHost(req)) {
    res.writeHead(421, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`This editor answers at ${origin}/ only.`);
    return;
  }
  const url = new URL(req.url ?? '/', origin);
  if (url.pathname.startsWith('/api/')) {
    api.handle(req, res);
  } else if (req.method !== 'GET') {
    res.writeHead(405, { Allow: 'GET' }).end();
  } else if (url.pathname === '/') {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(page);
  } else if (url.pathname === '/editor.json') {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(editorInfo(req.headers.host!));
  } else if (url.pathname === '/config.json') {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(configFor(req.headers.host!));
  } else if (url.pathname === clientPath) {
    res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }).end(client);
  } else if (url.pathname === bundlePath) {
    res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' });
    createReadStream(bundle).pipe(res);
  } else {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  }
});

const stop = () => {
  preview.stop();
  server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
process.on('exit', () => preview.stop());

server.listen(port, '127.0.0.1', () => {
  const where = backend.name === 'proxy' ? path.relative(process.cwd(), dir) || dir : `${backend.name}: ${backend.repo}`;
  console.log(`content editor for ${where} at ${origin}/ (Ctrl+C stops it)`);
});
