// Every setting of the reference server comes from the environment; see server/README.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RATE_LIMIT_PER_MINUTE, type RateLimitClass } from '../src/contract/index.ts';
import type { MailConfig } from './delivery/mail.ts';
import type { WebhookConfig } from './delivery/outbox.ts';
import { emailPattern } from '../src/contract/formats.ts';
import { llmConfig, type LlmConfig } from './concierge/llm-config.ts';
import { DEFAULT_POOL_MAX } from './store/postgres.ts';

export interface ServerConfig {
  host: string;
  /** 0 picks a free port (the test and load scripts use this). */
  port: number;
  /** The SQLite store (unless databaseUrl is set). */
  dataFile: string;
  /** DATABASE_URL: the PostgreSQL store, shared by several instances; undefined keeps SQLite. */
  databaseUrl: string | undefined;
  /** OUTBOX_CLAIM_MS: how long a PostgreSQL instance keeps a message it took before another may take it. */
  outboxClaimMs: number;
  /** DATABASE_POOL_MAX: connections an instance keeps to PostgreSQL at most. */
  databasePoolMax: number;
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
  /** Signed webhooks for every stored record (issue 19); undefined without WEBHOOK_URL. */
  webhook: WebhookConfig | undefined;
  /** Delays before each retry of a delivery, in ms. */
  retryDelaysMs: number[];
  /** SMTP mail (issue 19); undefined without SMTP_URL: reset mails are log lines. */
  mail: MailConfig | undefined;
  /** The concierge's language model (issue 50); undefined keeps the rule-based answers. */
  llm: LlmConfig | undefined;
}

/** A configuration error: the start stops with one line naming the variable (never its value). */
export class ConfigError extends Error {
  readonly variable: string;
  constructor(variable: string, message: string) {
    super(`${variable}: ${message}`);
    this.variable = variable;
  }
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(name, `must be a non-negative integer, got '${value}'`);
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
  const webhook = webhookConfig(env);
  const outboxClaimMs = Math.max(int(env.OUTBOX_CLAIM_MS, 120_000, 'OUTBOX_CLAIM_MS'), 1000);
  // A claim that ends while its delivery may still be running lets another instance send the same message.
  const deliveryMs = webhook?.timeoutMs ?? DEFAULT_DELIVERY_TIMEOUT_MS;
  if (env.DATABASE_URL && outboxClaimMs <= deliveryMs) {
    throw new ConfigError('OUTBOX_CLAIM_MS', `must be longer than a delivery may take (WEBHOOK_TIMEOUT_MS, ${deliveryMs} ms), or another instance sends the same message again`);
  }
  const databasePoolMax = int(env.DATABASE_POOL_MAX, DEFAULT_POOL_MAX, 'DATABASE_POOL_MAX');
  if (databasePoolMax === 0) throw new ConfigError('DATABASE_POOL_MAX', 'must be positive');
  return {
    host: env.HOST || '127.0.0.1',
    port: int(env.PORT, 3001, 'PORT'),
    dataFile,
    importJsonFile,
    databaseUrl: databaseUrl(env.DATABASE_URL),
    outboxClaimMs,
    databasePoolMax,
    staticDir: env.STATIC_DIR ? resolveFromRoot(env.STATIC_DIR) : undefined,
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/$/, '') : undefined,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    rateLimits: { store: { max: storeMax, windowMs }, compute: { max: computeMax, windowMs } },
    trustProxy: env.TRUST_PROXY === 'true' ? 1 : int(env.TRUST_PROXY, 0, 'TRUST_PROXY'),
    logIp: env.LOG_IP === 'plain' ? 'plain' : 'hash',
    webhook,
    retryDelaysMs: retryDelays(env.WEBHOOK_RETRY_DELAYS),
    mail: mailConfig(env),
    llm: llmConfig(env),
  };
}

function address(variable: string, value: string): string {
  const bare = value.match(/<([^<>]*)>\s*$/)?.[1] ?? value.trim();
  if (!emailPattern.test(bare)) throw new ConfigError(variable, 'is not an email address');
  return value.trim();
}

function mailConfig(env: NodeJS.ProcessEnv): MailConfig | undefined {
  if (!env.SMTP_URL) {
    if (env.SALES_EMAIL) throw new ConfigError('SMTP_URL', 'is required when SALES_EMAIL is set');
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(env.SMTP_URL);
  } catch {
    throw new ConfigError('SMTP_URL', "is not a URL (nodemailer's form: smtp://user:pass@host:port or smtps://...)");
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    throw new ConfigError('SMTP_URL', "must be smtp://host:port or smtps://host:port (nodemailer's URL form)");
  }
  return {
    smtpUrl: env.SMTP_URL,
    from: address('MAIL_FROM', env.MAIL_FROM || 'Orbital Agents <no-reply@orbital-agents.example>'),
    salesEmail: env.SALES_EMAIL ? address('SALES_EMAIL', env.SALES_EMAIL) : undefined,
  };
}

/** How long one webhook or mail delivery may take (WEBHOOK_TIMEOUT_MS; mail uses the same). */
export const DEFAULT_DELIVERY_TIMEOUT_MS = 15_000;

/** Svix's schedule after the first attempt: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
export const DEFAULT_RETRY_DELAYS = '5,300,1800,7200,18000,36000,36000';

function retryDelays(value = DEFAULT_RETRY_DELAYS): number[] {
  const seconds = value.split(',').map((part) => Number(part.trim()));
  if (seconds.length === 0 || seconds.some((s) => !Number.isFinite(s) || s <= 0)) {
    throw new ConfigError('WEBHOOK_RETRY_DELAYS', 'must be positive numbers of seconds, comma-separated');
  }
  return seconds.map((s) => Math.round(s * 1000));
}

/** Standard Webhooks secrets: 'whsec_' and the base64 of at least 24 bytes. */
function webhookSecret(secret: string): string {
  const base64 = secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : '';
  const canonical = /^[A-Za-z0-9+/]+={0,2}$/.test(base64) && Buffer.from(base64, 'base64').toString('base64') === base64;
  if (!canonical || Buffer.from(base64, 'base64').length < 24) {
    throw new ConfigError('WEBHOOK_SECRET', "each secret must be 'whsec_' followed by the base64 of at least 24 bytes");
  }
  return secret;
}

function webhookConfig(env: NodeJS.ProcessEnv): WebhookConfig | undefined {
  if (!env.WEBHOOK_URL) {
    if (env.WEBHOOK_SECRET) throw new ConfigError('WEBHOOK_URL', 'is required when WEBHOOK_SECRET is set');
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(env.WEBHOOK_URL);
  } catch {
    throw new ConfigError('WEBHOOK_URL', 'is not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError('WEBHOOK_URL', 'must be an http or https URL');
  // fetch refuses such a URL at every delivery (and its error names it, credentials included).
  if (url.username || url.password) {
    throw new ConfigError('WEBHOOK_URL', 'must not carry a user or password (user:pass@): the receiver checks each delivery by its signature (WEBHOOK_SECRET)');
  }
  if (!env.WEBHOOK_SECRET) throw new ConfigError('WEBHOOK_SECRET', 'is required when WEBHOOK_URL is set');
  const secrets = env.WEBHOOK_SECRET.split(',').map((s) => s.trim());
  if (secrets.length > 2) throw new ConfigError('WEBHOOK_SECRET', 'takes one secret, or two during a rotation');
  const timeoutMs = int(env.WEBHOOK_TIMEOUT_MS, DEFAULT_DELIVERY_TIMEOUT_MS, 'WEBHOOK_TIMEOUT_MS');
  if (timeoutMs === 0) throw new ConfigError('WEBHOOK_TIMEOUT_MS', 'must be positive');
  return { url: url.href, secrets: secrets.map(webhookSecret), timeoutMs };
}

function databaseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('DATABASE_URL', 'is not a URL (postgres://user:password@host:5432/database)');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') throw new ConfigError('DATABASE_URL', `must start with postgres:// (got ${url.protocol}//)`);
  return value;
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
