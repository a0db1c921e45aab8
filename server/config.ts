// Every setting of the reference server comes from the environment; see server/README.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServerConfig {
  host: string;
  /** 0 picks a free port (the test and load scripts use this). */
  port: number;
  dataFile: string;
  /** Directory of a production build to serve with SPA fallback; undefined serves the API only. */
  staticDir: string | undefined;
  /** Base of the links in password reset mails; undefined means the server's own address. */
  publicUrl: string | undefined;
  corsOrigins: string[];
  rateLimit: { max: number; windowMs: number };
  /** Use the first X-Forwarded-For hop as the client address (only behind a trusted proxy). */
  trustProxy: boolean;
  logIp: 'hash' | 'plain';
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got '${value}'`);
  return n;
}

function resolveFromRoot(value: string): string {
  return path.isAbsolute(value) ? value : path.resolve(repoRoot, value);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const windowMs = int(env.RATE_LIMIT_WINDOW_MS, 60_000, 'RATE_LIMIT_WINDOW_MS');
  return {
    host: env.HOST || '127.0.0.1',
    port: int(env.PORT, 3001, 'PORT'),
    dataFile: resolveFromRoot(env.DATA_FILE || 'server/data/db.json'),
    staticDir: env.STATIC_DIR ? resolveFromRoot(env.STATIC_DIR) : undefined,
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/$/, '') : undefined,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    rateLimit: { max: int(env.RATE_LIMIT_MAX, 120, 'RATE_LIMIT_MAX'), windowMs: Math.max(windowMs, 1) },
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logIp: env.LOG_IP === 'plain' ? 'plain' : 'hash',
  };
}

/** Where reset links point: PUBLIC_URL, else the site served by this server, else the Vite dev server. */
export function publicBaseUrl(config: ServerConfig, address: { host: string; port: number }): string {
  if (config.publicUrl) return config.publicUrl;
  if (config.staticDir) return `http://${address.host}:${address.port}`;
  return 'http://127.0.0.1:5173';
}
