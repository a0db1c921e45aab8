// Starts the reference server: opens the store (importing a former JSON data file once), builds the
// app, listens. Used by server/index.ts.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { MAX_RECORD_BYTES, type RateLimitClass } from '../src/contract/index.ts';
import { createApp } from './http/app.ts';
import { DEFAULT_DELIVERY_TIMEOUT_MS, publicBaseUrl, type ServerConfig } from './config.ts';
import type { Logger } from './log.ts';
import type { Limiter } from './store/rate-limit.ts';
import { recordProblem, rowsFromJsonFile } from './store/records.ts';
import { mailDelivery } from './delivery/mail.ts';
import { notifier, startDispatcher, webhookDelivery, type Deliver } from './delivery/outbox.ts';
import { createHandlers } from './handlers.ts';
import { loadSiteIndex } from './concierge/site-index.ts';
import { llmClient } from './concierge/llm-client.ts';
import { Store } from './store/sqlite.ts';
import { type RecordStore, type StoreOptions } from './store/store.ts';
import { PostgresStore } from './store/postgres.ts';

const HOUR_MS = 60 * 60 * 1000;

export interface RunningServer {
  url: string;
  server: Server;
  store: RecordStore;
  /** Stops accepting requests, lets running ones finish and commits pending writes. */
  close(): Promise<void>;
}

function storeOptions(config: Pick<ServerConfig, 'importJsonFile'>, log?: Logger): StoreOptions {
  return {
    check: recordProblem,
    initialRows: () => {
      if (!existsSync(config.importJsonFile)) return undefined;
      const rows = rowsFromJsonFile(readFileSync(config.importJsonFile, 'utf8'), config.importJsonFile);
      log?.event('import', { from: config.importJsonFile, records: rows.length });
      return rows;
    },
  };
}

/** Opens the SQLite store of `config`; a JSON data file beside it is imported into a new store, once. */
export function openStore(config: Pick<ServerConfig, 'dataFile' | 'importJsonFile'>, log?: Logger): Store {
  return Store.open(config.dataFile, storeOptions(config, log), MAX_RECORD_BYTES);
}

/** The PostgreSQL store when DATABASE_URL is set, else the SQLite store (the default). */
export async function openRecordStore(
  config: Pick<ServerConfig, 'dataFile' | 'importJsonFile' | 'databaseUrl' | 'outboxClaimMs' | 'databasePoolMax'>,
  log?: Logger,
): Promise<RecordStore> {
  if (config.databaseUrl) {
    return PostgresStore.open(config.databaseUrl, storeOptions(config, log), MAX_RECORD_BYTES, { claimMs: config.outboxClaimMs, poolMax: config.databasePoolMax });
  }
  return openStore(config, log);
}

export async function startServer(config: ServerConfig, log: Logger): Promise<RunningServer> {
  if (config.staticDir && !existsSync(path.join(config.staticDir, 'index.html'))) {
    throw new Error(`STATIC_DIR ${config.staticDir} has no index.html: run \`npm run build\` first.`);
  }
  const store = await openRecordStore(config, log);
  // On PostgreSQL the buckets are in the database: every instance counts a client's calls together.
  const limiters = Object.fromEntries(Object.entries(config.rateLimits).map(([kind, options]) => [kind, store.rateLimiter(kind, options)])) as Record<RateLimitClass, Limiter>;
  let baseUrl = '';
  const deliver: Record<string, Deliver> = {};
  if (config.webhook) deliver.webhook = webhookDelivery(config.webhook);
  if (config.mail) deliver.mail = mailDelivery(config.mail, config.webhook?.timeoutMs ?? DEFAULT_DELIVERY_TIMEOUT_MS);
  const handlers = createHandlers({
    store,
    log,
    resetLinkBase: () => baseUrl,
    notify: notifier({ webhook: config.webhook !== undefined, salesEmail: config.mail?.salesEmail }),
    mailViaOutbox: config.mail !== undefined,
    conciergeModel: config.llm
      ? {
          client: llmClient(config.llm),
          config: config.llm,
          index: loadSiteIndex(config.staticDir),
          // In the store: on PostgreSQL every instance draws a client's tokens from one budget (issue 59).
          tokenBudget: store.rateLimiter('concierge-tokens', { max: config.llm.clientTokensPerHour, windowMs: HOUR_MS }),
        }
      : undefined,
  });
  const server = createServer(createApp({ config, handlers, limiters, log }));
  server.requestTimeout = 30_000;
  server.headersTimeout = 20_000;

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await store.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${host}:${port}`;
  baseUrl = publicBaseUrl(config, { host, port });
  const dispatcher = startDispatcher({ store, deliver, retryDelaysMs: config.retryDelaysMs, log });
  const sweeps = Object.values(limiters).map((limiter) => setInterval(() => limiter.sweep(), limiter.windowMs).unref());

  return {
    url,
    server,
    store,
    async close() {
      for (const sweep of sweeps) clearInterval(sweep);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await dispatcher.stop();
      await store.close();
    },
  };
}
