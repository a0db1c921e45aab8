// `npm run server`: the reference server on HOST:PORT (127.0.0.1:3001), see server/README.md.
import { ConfigError, loadConfig, type ServerConfig } from './config.ts';
import { createLogger } from './log.ts';
import { startServer } from './start.ts';
import { StoreRefusedError } from './store/store.ts';
import { redactedUrl } from './store/postgres.ts';

let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // One line naming the variable; values (secrets, SMTP passwords) are never printed.
  createLogger().event('config_invalid', { level: 'error', variable: error.variable, message: error.message });
  process.exit(1);
}
const log = createLogger({ ip: config.logIp });

try {
  const running = await startServer(config, log);
  log.event('listening', {
    url: running.url,
    pid: process.pid,
    ...(config.databaseUrl ? { database: redactedUrl(config.databaseUrl) } : { dataFile: config.dataFile }),
    staticDir: config.staticDir ?? null,
    rateLimits: config.rateLimits,
    webhook: config.webhook ? { url: new URL(config.webhook.url).origin, secrets: config.webhook.secrets.length } : null,
    llm: config.llm ? { url: new URL(config.llm.baseUrl).origin, model: config.llm.model, key: config.llm.apiKey !== undefined } : null,
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.event('stopping', { signal });
    setTimeout(() => process.exit(1), 10_000).unref();
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error('stop_failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
} catch (error) {
  // A store refused at start is one line saying why and what to do; anything else keeps its stack.
  if (error instanceof StoreRefusedError) log.event('start_failed', { level: 'error', message: error.message });
  else log.error('start_failed', error);
  process.exitCode = 1;
}
