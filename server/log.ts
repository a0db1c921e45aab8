// One JSON line per event on stdout. Request lines carry method, path (never the query), status,
// duration and the client address (hashed with a per-process salt unless LOG_IP=plain); never
// bodies or passwords.
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Writable } from 'node:stream';

export interface Logger {
  event(name: string, fields?: Record<string, unknown>): void;
  error(name: string, error: unknown, fields?: Record<string, unknown>): void;
  /** Logs the request once its response has finished or the connection closed. */
  request(req: IncomingMessage, res: ServerResponse, ip: string): void;
}

export function createLogger(options: { out?: Writable; ip?: 'hash' | 'plain' } = {}): Logger {
  const out = options.out ?? process.stdout;
  const salt = randomBytes(16);
  const client = (ip: string) =>
    options.ip === 'plain' ? ip : createHash('sha256').update(salt).update(ip).digest('hex').slice(0, 16);
  const write = (line: Record<string, unknown>) => out.write(`${JSON.stringify({ time: new Date().toISOString(), ...line })}\n`);

  return {
    event(name, fields = {}) {
      write({ event: name, ...fields });
    },
    error(name, error, fields = {}) {
      const err = error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };
      write({ event: name, level: 'error', ...fields, error: err });
    },
    request(req, res, ip) {
      const started = performance.now();
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        write({
          event: 'request',
          method: req.method,
          path: (req.url ?? '/').split('?')[0],
          status: res.writableFinished ? res.statusCode : 499,
          ms: Math.round((performance.now() - started) * 10) / 10,
          client: client(ip),
        });
      };
      res.once('finish', finish);
      res.once('close', finish);
    },
  };
}
