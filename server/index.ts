// `npm run server`: the reference server on HOST:PORT (127.0.0.1:3001), see server/README.md.
import { loadConfig } from './config.ts';
import { createLogger } from './log.ts';
import { startServer } from './start.ts';

const config = loadConfig();
const log = createLogger({ ip: config.logIp });

try {
  const running = await startServer(config, log);
  log.event('listening', {
    url: running.url,
    pid: process.pid,
    dataFile: config.dataFile,
    staticDir: config.staticDir ?? null,
    rateLimits: config.rateLimits,
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
  log.error('start_failed', error);
  process.exitCode = 1;
}
