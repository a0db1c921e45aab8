// Starts the reference server: opens the data file, builds the app, listens. Used by server/index.ts.
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApp } from './app.ts';
import { publicBaseUrl, type ServerConfig } from './config.ts';
import type { Logger } from './log.ts';
import { RateLimiter } from './rate-limit.ts';
import { emptyDatabase, type Database } from './records.ts';
import { createRoutes } from './routes.ts';
import { JsonStore } from './store.ts';

export interface RunningServer {
  url: string;
  server: Server;
  store: JsonStore<Database>;
  /** Stops accepting requests, lets running ones finish and waits for pending writes. */
  close(): Promise<void>;
}

export async function startServer(config: ServerConfig, log: Logger): Promise<RunningServer> {
  if (config.staticDir && !existsSync(path.join(config.staticDir, 'index.html'))) {
    throw new Error(`STATIC_DIR ${config.staticDir} has no index.html: run \`npm run build\` first.`);
  }
  const store = await JsonStore.open<Database>(config.dataFile, { initial: emptyDatabase });
  const limiter = new RateLimiter(config.rateLimit);
  let baseUrl = '';
  const routes = createRoutes({ store, log, resetLinkBase: () => baseUrl });
  const server = createServer(createApp({ config, routes, limiter, log }));
  server.requestTimeout = 30_000;
  server.headersTimeout = 20_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${host}:${port}`;
  baseUrl = publicBaseUrl(config, { host, port });
  const sweep = setInterval(() => limiter.sweep(), config.rateLimit.windowMs).unref();

  return {
    url,
    server,
    store,
    async close() {
      clearInterval(sweep);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await store.close();
    },
  };
}
