// Serves a production build (STATIC_DIR) with SPA fallback: files as they are, any other page
// navigation gets index.html so the client router shows the page (or its 404 screen).
// Uses the Express that json-server is built on (its express.static and compression).
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Middleware } from 'json-server';

const requireFromJsonServer = createRequire(createRequire(import.meta.url).resolve('json-server'));

type StaticFactory = (
  root: string,
  options: {
    index: string | false;
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
  return express.static(root, {
    index: 'index.html',
    redirect: false,
    dotfiles: 'ignore',
    fallthrough: true,
    setHeaders: cacheHeaders(root),
  });
}

function wantsHtml(req: IncomingMessage): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && (req.headers.accept ?? '').includes('text/html');
}

export function spaFallback(root: string): Middleware {
  const indexFile = path.join(root, 'index.html');
  return (req, res, next) => {
    if (!wantsHtml(req)) return next();
    readFile(indexFile).then(
      (html) => {
        res.statusCode = 200;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(req.method === 'HEAD' ? undefined : html);
      },
      (error: unknown) => next(error),
    );
  };
}
