// Every setting of the reference server comes from the environment; see server/README.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RATE_LIMIT_PER_MINUTE, type RateLimitClass } from '../src/contract/index.ts';

export interface ServerConfig {
  host: string;
  /** 0 picks a free port (the test and load scripts use this). */
  port: number;
  /** The SQLite store. */
  dataFile: string;
  /** A JSON data file of the former store, imported once into a new store (and left untouched). */
  importJsonFile: string;
  /** Directory of a production build to serve with SPA fallback; undefined serves the API only. */
  staticDir: string | undefined;
  /** Base of the links in password reset mails; undefined means the server's own address. */
  publicUrl: string | undefined;
  corsOrigins: string[];
  /** Calls per window per client, for each rate limit class of the contract. */
  rateLimits: Record<RateLimitClass, { max: number; windowMs: number }>;
  /** How many proxies in front of the server to trust (Express's `trust proxy` hop count); 0: none. */
  trustProxy: number;
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
  const windowMs = Math.max(int(env.RATE_LIMIT_WINDOW_MS, 60_000, 'RATE_LIMIT_WINDOW_MS'), 1);
  const storeMax = int(env.RATE_LIMIT_MAX, RATE_LIMIT_PER_MINUTE.store, 'RATE_LIMIT_MAX');
  const computeMax = int(
    env.RATE_LIMIT_COMPUTE_MAX,
    storeMax * (RATE_LIMIT_PER_MINUTE.compute / RATE_LIMIT_PER_MINUTE.store),
    'RATE_LIMIT_COMPUTE_MAX',
  );
  const { dataFile, importJsonFile } = storeFiles(resolveFromRoot(env.DATA_FILE || 'server/data/db.sqlite'));
  return {
    host: env.HOST || '127.0.0.1',
    port: int(env.PORT, 3001, 'PORT'),
    dataFile,
    importJsonFile,
    staticDir: env.STATIC_DIR ? resolveFromRoot(env.STATIC_DIR) : undefined,
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/$/, '') : undefined,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    rateLimits: { store: { max: storeMax, windowMs }, compute: { max: computeMax, windowMs } },
    trustProxy: env.TRUST_PROXY === 'true' ? 1 : int(env.TRUST_PROXY, 0, 'TRUST_PROXY'),
    logIp: env.LOG_IP === 'plain' ? 'plain' : 'hash',
  };
}

/**
 * DATA_FILE names the store; a name ending in .json names the former JSON data file instead, whose
 * store is the same name ending in .sqlite. Either way the JSON file beside it is imported once.
 */
export function storeFiles(file: string): { dataFile: string; importJsonFile: string } {
  const base = file.replace(/\.(?:json|sqlite)$/, '');
  return { dataFile: `${base}.sqlite`, importJsonFile: `${base}.json` };
}

/** Where reset links point: PUBLIC_URL, else the site served by this server, else the Vite dev server. */
export function publicBaseUrl(config: ServerConfig, address: { host: string; port: number }): string {
  if (config.publicUrl) return config.publicUrl;
  if (config.staticDir) return `http://${address.host}:${address.port}`;
  return 'http://127.0.0.1:5173';
}
