// Serves a prerendered build (STATIC_DIR) with the headers the build wrote for it in `_headers`, the
// file Netlify and Cloudflare Pages read (tools/build/write-headers.ts, ADR 0039): each route's own HTML
// (`/about` -> about/index.html) as built, under its page's Content-Security-Policy (the sha256 of
// its inline scripts and styles); the other files under their rules (hashed assets a year,
// immutable); every unknown path with status 404 and the prerendered 404.html under the 404 page's
// headers. A page asked for by its file (`/about/index.html`, `/index.html`) is redirected (301) to
// its address; another HTML file (404.html, __spa-fallback.html: the demo's worker caches both by
// name) is sent as a document only under the rule `_headers` has for its very path, and answers 404
// otherwise, so no document ever goes out under a policy not written for it.
// `_headers` is read when the middleware is made (a build without it is refused) and again when it changes.
// Uses the Express that json-server is built on (its express.static and compression).
import { readFileSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Middleware } from 'json-server';
import { pathnameOf } from './api.ts';

const requireFromJsonServer = createRequire(createRequire(import.meta.url).resolve('json-server'));

type StaticFactory = (
  root: string,
  options: {
    index: false;
    redirect: boolean;
    dotfiles: 'ignore';
    fallthrough: boolean;
    setHeaders: (res: ServerResponse, file: string) => void;
  },
) => Middleware;

const express = requireFromJsonServer('express') as { static: StaticFactory };
export const compression = requireFromJsonServer('compression') as () => Middleware;
const mimeTypes = createRequire(requireFromJsonServer.resolve('express'))('mime-types') as { contentType: (name: string) => string | false };

export const NOT_FOUND_DOCUMENT = '404.html';
export const HEADERS_FILE = '_headers';

export type Header = readonly [name: string, value: string];

/** One block of `_headers`: a path pattern and the headers of the answers it matches. */
export interface HeaderRule {
  path: string;
  headers: Header[];
}

/**
 * Reads the `_headers` format: a path (or pattern: `*` matches anything, slashes included; `:name`
 * one segment) at the start of a line, then its headers as indented `Name: value` lines; lines
 * starting with `#` are comments.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const content = line.trim();
    if (content === '' || content.startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({ path: content, headers: [] });
      return;
    }
    const rule = rules.at(-1);
    const colon = content.indexOf(':');
    if (!rule || colon < 1) throw new Error(`${HEADERS_FILE} line ${index + 1} is neither a path nor a header of one: ${content}`);
    rule.headers.push([content.slice(0, colon).trim(), content.slice(colon + 1).trim()]);
  });
  return rules;
}

const patterns = new Map<string, RegExp>();

function patternOf(rulePath: string): RegExp {
  let pattern = patterns.get(rulePath);
  if (!pattern) {
    const escape = (part: string) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+');
    pattern = new RegExp(`^${rulePath.split('*').map(escape).join('.*')}$`);
    patterns.set(rulePath, pattern);
  }
  return pattern;
}

/**
 * The headers of a path: those of every rule that matches it, in the file's order; a header set by
 * several rules gets their values joined by ", " (Cloudflare Pages' reading; write-headers.ts never
 * sets one header in two rules that can match one path).
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Header[] {
  const merged = new Map<string, [string, string[]]>();
  for (const rule of rules) {
    if (!patternOf(rule.path).test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const entry = merged.get(name.toLowerCase());
      if (entry) entry[1].push(value);
      else merged.set(name.toLowerCase(), [name, [value]]);
    }
  }
  return [...merged.values()].map(([name, values]) => [name, values.join(', ')] as const);
}

/** `root`'s `_headers`, parsed; throws, with one line saying what to do, when the build has none (built before ADR 0039). */
function readRules(root: string): HeaderRule[] {
  try {
    return parseHeadersFile(readFileSync(path.join(root, HEADERS_FILE), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new Error(`${root} has no ${HEADERS_FILE} (the CSP of its pages, ADR 0039): it is an older build; run \`npm run build\` (or build:demo) again.`);
  }
}

/**
 * The rules of the build in `root`, from its `_headers`: read at once (a build without one is
 * refused then), and again whenever the file changes, so a new build deployed into the folder under
 * a running server is served under its own policies with its own pages.
 */
function watchedRules(root: string): () => HeaderRule[] {
  const file = path.join(root, HEADERS_FILE);
  let rules = readRules(root);
  let readAt = statSync(file).mtimeMs;
  return () => {
    const changedAt = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (changedAt !== undefined && changedAt !== readAt) {
      rules = readRules(root);
      readAt = changedAt;
    }
    return rules;
  };
}

/** The headers of each path of the build in `root`, from its `_headers` (see watchedRules). */
export function siteHeaders(root: string): (pathname: string) => Header[] {
  const rules = watchedRules(root);
  return (pathname) => headersFor(rules(), pathname);
}

function setAll(res: ServerResponse, headers: readonly Header[]): void {
  for (const [name, value] of headers) res.setHeader(name, value);
}

const isGet = (req: IncomingMessage) => req.method === 'GET' || req.method === 'HEAD';

function decodedPath(pathname: string): string | undefined {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.includes('\0') ? undefined : path.posix.normalize(decoded);
  } catch {
    return undefined;
  }
}

/**
 * The prerendered document of a path (`/` -> index.html, `/docs/quickstart/` ->
 * docs/quickstart/index.html) and its page's address (`/docs/quickstart`), the path its headers are
 * written for.
 */
async function documentFor(root: string, pathname: string): Promise<{ file: string; page: string } | undefined> {
  const decoded = decodedPath(pathname);
  if (decoded === undefined) return undefined;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.includes('..')) return undefined;
  const file = path.join(root, ...segments, 'index.html');
  const found = await stat(file).then((s) => s.isFile(), () => false);
  return found ? { file, page: `/${segments.join('/')}` } : undefined;
}

/** Sends an HTML document as built, with the headers `_headers` gives its page. */
async function sendDocument(file: string, headers: readonly Header[], status: number, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readFile(file);
  res.statusCode = status;
  setAll(res, headers);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

const INDEX_FILE = /(?:^|\/)index\.html$/;

/**
 * A route's own prerendered HTML, before the static files. `/about/index.html` (and `/index.html`)
 * answer 301 to the page's address, so a page is served at one address only, under its own policy.
 */
export function documentRoot(root: string): Middleware {
  const headersOf = siteHeaders(root);
  return (req, res, next) => {
    if (!isGet(req)) return next();
    const pathname = pathnameOf(req);
    if (INDEX_FILE.test(pathname)) {
      documentFor(root, pathname.replace(INDEX_FILE, '/'))
        .then((found) => {
          if (!found) return next();
          const location = found.page.split('/').map(encodeURIComponent).join('/') || '/';
          res.statusCode = 301;
          res.setHeader('Location', `${location}${new URL(req.url ?? '/', 'http://localhost').search}`);
          res.end();
        })
        .catch(next);
      return;
    }
    documentFor(root, pathname)
      .then((found) => (found ? sendDocument(found.file, headersOf(found.page), 200, req, res) : next()))
      .catch(next);
  };
}

/**
 * The build's other files, each with the headers `_headers` gives its path; `_headers` itself is not
 * served. An HTML file is a document: it is sent only when `_headers` has a rule for its very path
 * (the build wrote its page's policy there), else it answers 404 like any unknown path.
 */
export function staticFiles(root: string): Middleware {
  const rules = watchedRules(root);
  const serve = express.static(root, {
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    fallthrough: true,
    setHeaders: (res, file) => setAll(res, headersFor(rules(), `/${path.relative(root, file).split(path.sep).join('/')}`)),
  });
  return (req, res, next) => {
    const decoded = decodedPath(pathnameOf(req));
    if (decoded === `/${HEADERS_FILE}`) return next();
    if (!decoded?.toLowerCase().endsWith('.html')) return serve(req, res, next);
    if (!isGet(req) || !rules().some((rule) => rule.path === decoded)) return next();
    const file = path.join(root, decoded);
    stat(file)
      .then((found) => (found.isFile() ? sendDocument(file, headersFor(rules(), decoded), 200, req, res) : next()), () => next())
      .catch(next);
  };
}

/** Whether an `Accept-Encoding` header accepts Brotli (`br`, unless its q is 0). */
export function acceptsBrotli(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    return coding === 'br' && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * A build file compressed at build time (`<file>.br`, tools/build/precompress.ts, ADR 0055), sent as the
 * Brotli encoding of its file to a browser that accepts it: staticFiles then serves the `.br` under
 * the headers of its path, with the type of the file it encodes. A `.br` older than its file (the
 * file was changed after the build) is not used.
 */
export function precompressedFiles(root: string): Middleware {
  return (req, res, next) => {
    const decoded = decodedPath(pathnameOf(req));
    const type = decoded && mimeTypes.contentType(path.posix.basename(decoded));
    if (!isGet(req) || !decoded?.startsWith('/assets/') || decoded.split('/').includes('..') || !type) return next();
    const file = path.join(root, decoded);
    Promise.all([stat(file), stat(`${file}.br`)])
      .then(([original, compressed]) => {
        if (!original.isFile() || !compressed.isFile() || compressed.mtimeMs < original.mtimeMs) return;
        res.setHeader('Vary', 'Accept-Encoding');
        if (!acceptsBrotli(req.headers['accept-encoding'])) return;
        res.setHeader('Content-Encoding', 'br');
        res.setHeader('Content-Type', type);
        const url = new URL(req.url ?? '/', 'http://localhost');
        req.url = `${url.pathname}.br${url.search}`;
      }, () => undefined)
      .then(() => next(), next);
  };
}

/** Anything else that is neither a page nor a file: the prerendered 404 page with status 404 and its headers. */
export function notFoundPage(root: string): Middleware {
  const headersOf = siteHeaders(root);
  return (req, res, next) => {
    if (!isGet(req)) return next();
    sendDocument(path.join(root, NOT_FOUND_DOCUMENT), headersOf(`/${NOT_FOUND_DOCUMENT}`), 404, req, res).catch(next);
  };
}
