// `npm run preview` / `preview:demo` and the e2e server: serves a prerendered build (dist/ by
// default, or the folder given) exactly as `npm run serve:prod` does, without the reference API:
// each route's own HTML as built, 404.html with status 404, every answer with the headers the build
// wrote in `_headers` (each page's CSP, immutable hashed assets; ADR 0039), as a static host serves them.
// Usage: node tools/build/serve-static.ts [dir] [--port 4173]
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { setSecurityHeaders } from '../../server/http/security.ts';
import { compression, documentRoot, notFoundPage, precompressedFiles, siteHeaders, staticFiles } from '../../server/http/static-site.ts';

type Next = (error?: unknown) => void;
type Handler = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

const { values, positionals } = parseArgs({ options: { port: { type: 'string', default: '4173' } }, allowPositionals: true });
const root = path.resolve(positionals[0] ?? 'dist');
try {
  siteHeaders(root);
} catch (error) {
  console.error(`preview: ${(error as Error).message}`);
  process.exit(1);
}
const siteSecurityHeaders: Handler = (_req, res, next) => {
  setSecurityHeaders(res, 'site');
  next();
};
const chain = [compression(), siteSecurityHeaders, documentRoot(root), precompressedFiles(root), staticFiles(root), notFoundPage(root)] as unknown as Handler[];

const server = createServer((req, res) => {
  const run = (i: number, error?: unknown): void => {
    if (error || i === chain.length) {
      if (error) console.error(error);
      res.statusCode = error ? 500 : 404;
      res.end();
      return;
    }
    chain[i]!(req, res, (e) => run(i + 1, e));
  };
  run(0);
});
server.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`serving ${path.relative(process.cwd(), root) || '.'} at http://127.0.0.1:${values.port}/`);
});
