// Serves a prerendered build (STATIC_DIR): each route's own HTML (`/about` -> about/index.html),
// hashed assets with a year's immutable cache, HTML with no-cache, and every unknown path with
// status 404 and the prerendered 404.html. Each HTML document gets a fresh CSP nonce: announced to
// react-aria by <meta name="csp-nonce"> and set on the router's inline scripts and on react-aria's
// style element (src/root.tsx).
// Uses the Express that json-server is built on (its express.static and compression).
import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
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

export const NOT_FOUND_DOCUMENT = '404.html';

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

/** The prerendered document of a path (`/` -> index.html, `/docs/quickstart` -> docs/quickstart/index.html). */
async function documentFor(root: string, pathname: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const relative = path.posix.normalize(decoded).split('/').filter(Boolean).join('/');
  if (relative.startsWith('..') || relative.includes('\0')) return undefined;
  const file = path.join(root, relative, 'index.html');
  const found = await stat(file).then((s) => s.isFile(), () => false);
  return found ? file : undefined;
}

/** Sends an HTML document with a fresh nonce on its inline scripts and react-aria's style element. */
async function sendDocument(file: string, status: number, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const html = await readFile(file, 'utf8');
  const nonce = randomBytes(16).toString('base64');
  const body = html
    .replace(/<head([^>]*)>/i, `<head$1><meta name="csp-nonce" nonce="${nonce}"/>`)
    .replace(/<script(?![^>]*\bsrc=)(?=[\s>])/g, `<script nonce="${nonce}"`)
    .replace(/<style(?=[\s>])/g, `<style nonce="${nonce}"`);
  res.statusCode = status;
  res.setHeader('Content-Security-Policy', sitePolicy(nonce));
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.setHeader('Cache-Control', 'no-cache');
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A route's own prerendered HTML: before the static files, so it gets its nonce. */
export function documentRoot(root: string): Middleware {
  return (req, res, next) => {
    if (!isGet(req)) return next();
    documentFor(root, pathnameOf(req)).then((file) => (file ? sendDocument(file, 200, req, res) : next())).catch(next);
  };
}

/** Anything else that is neither a page nor a file: the prerendered 404 page with status 404. */
export function notFoundPage(root: string): Middleware {
  return (req, res, next) => {
    if (!isGet(req)) return next();
    sendDocument(path.join(root, NOT_FOUND_DOCUMENT), 404, req, res).catch(next);
  };
}
