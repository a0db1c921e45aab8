// Serves a production build (STATIC_DIR) with SPA fallback: files as they are, and index.html for
// the root and any other page navigation so the client router shows the page (or its 404 screen).
// Each HTML document gets a fresh CSP nonce, announced to react-aria by <meta name="csp-nonce">.
// Uses the Express that json-server is built on (its express.static and compression).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Middleware } from 'json-server';
import { pathnameOf } from './api.ts';
import { sitePolicy } from './security.ts';

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

/** Vite puts content-hashed files under assets/: they never change. */
function cacheHeaders(root: string) {
  return (res: ServerResponse, file: string) => {
    const hashed = path.relative(root, file).split(path.sep)[0] === 'assets';
    res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  };
}

export function staticFiles(root: string): Middleware {
  return express.static(root, { index: false, redirect: false, dotfiles: 'ignore', fallthrough: true, setHeaders: cacheHeaders(root) });
}

const isGet = (req: IncomingMessage) => req.method === 'GET' || req.method === 'HEAD';
const isDocumentPath = (req: IncomingMessage) => ['/', '/index.html'].includes(path.posix.normalize(pathnameOf(req)));
const wantsHtml = (req: IncomingMessage) => (req.headers.accept ?? '').includes('text/html');

function sendDocument(root: string, req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void {
  readFile(path.join(root, 'index.html'), 'utf8').then((html) => {
    const nonce = randomBytes(16).toString('base64');
    const body = html.replace(/<head([^>]*)>/i, `<head$1>\n    <meta name="csp-nonce" nonce="${nonce}" />`);
    res.statusCode = 200;
    res.setHeader('Content-Security-Policy', sitePolicy(nonce));
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.setHeader('Cache-Control', 'no-cache');
    res.end(req.method === 'HEAD' ? undefined : body);
  }, next);
}

/** The root and /index.html: before the static files, so they get their nonce too. */
export function documentRoot(root: string): Middleware {
  return (req, res, next) => (isGet(req) && isDocumentPath(req) ? sendDocument(root, req, res, next) : next());
}

/** Any other navigation that is not a file: the SPA shell. Asset requests (no text/html) get a 404. */
export function spaFallback(root: string): Middleware {
  return (req, res, next) => (isGet(req) && wantsHtml(req) ? sendDocument(root, req, res, next) : next());
}
