// The reference server's request pipeline, on the Express app json-server creates. json-server's
// router is deliberately not mounted: its generic REST routes (GET /leads, /db, PUT, PATCH, DELETE)
// would let anyone read captured data back. Only the contract's routes and the static build answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import jsonServer, { type App, type Middleware } from 'json-server';
import { internalError, notFound } from '../../src/contract/index.ts';
import { apiMiddleware, pathnameOf } from './api.ts';
import type { ServerConfig } from '../config.ts';
import type { Logger } from '../log.ts';
import type { RateLimitClass } from '../../src/contract/index.ts';
import type { Limiter } from '../store/rate-limit.ts';
import { sendJson } from './respond.ts';
import type { CallHandlers } from '../handlers.ts';
import { applyCors, setBaseHeaders, setSecurityHeaders } from './security.ts';
import { compression, documentRoot, notFoundPage, precompressedFiles, staticFiles } from './static-site.ts';

export interface AppDeps {
  config: Pick<ServerConfig, 'staticDir' | 'corsOrigins' | 'trustProxy'>;
  handlers: CallHandlers;
  limiters: Record<RateLimitClass, Limiter>;
  log: Logger;
}

/**
 * The client address as Express derives it under its `trust proxy` setting: with TRUST_PROXY=n it
 * skips n proxies from the right of X-Forwarded-For, so an address the client wrote itself is ignored.
 */
const clientIp = (req: IncomingMessage) => (req as IncomingMessage & { ip?: string }).ip || req.socket.remoteAddress || 'unknown';

export function createApp({ config, handlers, limiters, log }: AppDeps): App {
  const app = jsonServer.create();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  const requestLog: Middleware = (req, res, next) => {
    log.request(req, res, clientIp(req));
    next();
  };
  const cors: Middleware = (req, res, next) => {
    if (!applyCors(req, res, config.corsOrigins)) next();
  };
  const baseHeaders: Middleware = (_req, res, next) => {
    setBaseHeaders(res);
    next();
  };
  app.use(requestLog, baseHeaders, cors);

  if (config.staticDir) app.use(compression());
  app.use(apiMiddleware({ handlers, limiters, log, clientIp }));

  if (config.staticDir) {
    const siteHeaders: Middleware = (_req, res, next) => {
      setSecurityHeaders(res, 'site');
      next();
    };
    app.use(siteHeaders, documentRoot(config.staticDir), precompressedFiles(config.staticDir), staticFiles(config.staticDir), notFoundPage(config.staticDir));
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
