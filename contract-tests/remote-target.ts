// A server as the contract suite's target: plain fetch, nothing from the site (the bundled file runs
// this alone). Inputs a team supplies (docs/contract-rules.md lists them):
// - CONTRACT_KNOWN_EMAIL: an address with an account, for the enumeration rule (skipped without it);
// - CONTRACT_RESET_TOKEN_SOURCE: a module whose default export `(email, baseUrl) => Promise<string | undefined>`
//   reads the newest reset token mailed to an address (the single-use rule is skipped without it).
// Expiry needs a clock the suite can move, so against a server it is always skipped.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Target, TargetHooks } from './http.ts';
import { pacer } from './pacing.ts';
import { RATE_LIMIT_PER_MINUTE, type RateLimitClass } from '../src/contract/index.ts';

export interface RunningTarget {
  target: Target;
  label: string;
  start: () => Promise<void>;
  stop: () => Promise<void>;
}

export interface RemoteOptions {
  baseUrl: string;
  timeoutMs: number;
  knownEmail?: string;
  resetTokenSource?: string;
  /** Calls a minute per rate-limit class the suite keeps to (default the documented limits); 'off' for none. */
  rateLimit?: Record<RateLimitClass, number> | 'off';
}

type TokenSource = (email: string, baseUrl: string) => Promise<string | undefined>;

export async function remoteTarget(options: RemoteOptions): Promise<RunningTarget> {
  const base = options.baseUrl.replace(/\/$/, '');
  const hooks: TargetHooks = {};
  if (options.knownEmail) hooks.knownEmail = options.knownEmail;
  if (options.rateLimit !== 'off') hooks.rateLimits = options.rateLimit ?? RATE_LIMIT_PER_MINUTE;
  const source = options.resetTokenSource;
  if (source) {
    const module = (await import(pathToFileURL(path.resolve(source)).href)) as { default?: TokenSource };
    if (typeof module.default !== 'function') {
      throw new Error(`--reset-token-source ${source} has no default export (email, baseUrl) => Promise<string | undefined>`);
    }
    const read = module.default;
    hooks.resetTokenFor = (email) => read(email, base);
  }
  return {
    label: base,
    target: {
      baseUrl: base,
      fetch: (...args) => fetch(...args),
      timeoutMs: options.timeoutMs,
      hooks,
      ...(options.rateLimit === 'off' ? {} : { pace: pacer(options.rateLimit) }),
    },
    start: async () => {},
    stop: async () => {},
  };
}
