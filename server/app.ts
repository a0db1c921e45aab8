// The reference server's request pipeline, on the Express app json-server creates. json-server's
// router is deliberately not mounted: its generic REST routes (GET /leads, /db, PUT, PATCH, DELETE)
// would let anyone read captured data back. Only the contract's routes and the static build answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import jsonServer, { type App, type Middleware } from 'json-server';
import { internalError, notFound } from '../src/contract/index.ts';
import { apiMiddleware, pathnameOf } from './api.ts';
import type { ServerConfig } from './config.ts';
import type { Logger } from './log.ts';
import type { RateLimiter } from './rate-limit.ts';
import { sendJson } from './respond.ts';
import type { Routes } from './routes.ts';
import { applyCors, setSecurityHeaders } from './security.ts';
import { compression, documentRoot, notFoundPage, staticFiles } from './static-site.ts';

export interface AppDeps {
  config: Pick<ServerConfig, 'staticDir' | 'corsOrigins' | 'trustProxy'>;
  routes: Routes;
  limiter: RateLimiter;
  log: Logger;
}

export function clientIpOf(trustProxy: boolean): (req: IncomingMessage) => string {
  return (req) => {
    const forwarded = trustProxy ? req.headers['x-forwarded-for'] : undefined;
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    return first || req.socket.remoteAddress || 'unknown';
  };
}

export function createApp({ config, routes, limiter, log }: AppDeps): App {
  const clientIp = clientIpOf(config.trustProxy);
  const app = jsonServer.create();
  app.disable('x-powered-by');

  const requestLog: Middleware = (req, res, next) => {
    log.request(req, res, clientIp(req));
    next();
  };
  const cors: Middleware = (req, res, next) => {
    if (!applyCors(req, res, config.corsOrigins)) next();
  };
  app.use(requestLog, cors);

  if (config.staticDir) app.use(compression());
  app.use(apiMiddleware({ routes, limiter, log, clientIp }));

  if (config.staticDir) {
    const siteHeaders: Middleware = (_req, res, next) => {
      setSecurityHeaders(res, 'site');
      next();
    };
    app.use(siteHeaders, documentRoot(config.staticDir), staticFiles(config.staticDir), notFoundPage(config.staticDir));
  }

  const unknown: Middleware = (req, res) => {
    req.resume();
    if (!config.staticDir) setSecurityHeaders(res, 'api');
    sendJson(res, 404, notFound());
  };
  app.use(unknown);
  app.use(errorHandler(log));
  return app;
}

/** Anything unexpected: logged with its stack, answered with a generic 500 that reveals nothing. */
function errorHandler(log: Logger) {
  return (error: unknown, req: IncomingMessage, res: ServerResponse, _next: unknown) => {
    const status = (error as { status?: unknown } | null | undefined)?.status;
    // Errors with a client status (e.g. a malformed URL in the static middleware) stay 4xx.
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const body = status === 404 ? notFound() : { error: { code: 'bad_request', message: 'This request cannot be served' } };
      return sendJson(res, status, body);
    }
    log.error('unhandled', error, { path: pathnameOf(req) });
    if (res.headersSent) {
      res.destroy();
      return;
    }
    sendJson(res, 500, internalError());
  };
}
