// The two kinds of target of the contract suite.
// - In-process (CONTRACT_BASE_URL unset): the real mock handlers in msw's setupServer at a fixed
//   base URL, with every hook (the mailbox gives reset tokens, the mock clock moves).
// - Remote (CONTRACT_BASE_URL set): plain fetch. A reset token can come from a module named by
//   CONTRACT_RESET_TOKEN_SOURCE (default export `(email, baseUrl) => Promise<string | undefined>`);
//   without it the single-use check is skipped and reported as mock-only. Expiry needs a clock the
//   suite can move, so against a server it is always skipped.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { Target, TargetHooks } from './http.ts';

export const IN_PROCESS_BASE = 'http://contract.mock';

export interface RunningTarget {
  target: Target;
  label: string;
  start: () => Promise<void>;
  stop: () => Promise<void>;
}

/** The mock handlers (or a variant of them) served in-process. */
export async function inProcessTarget(handlers?: HttpHandler[]): Promise<RunningTarget> {
  const mocks = await import('../mocks/node.ts');
  // A server that only serves the API: any other path on the base is a plain 404.
  const notFound = http.all(`${IN_PROCESS_BASE}/*`, () => new HttpResponse('Not Found', { status: 404 }));
  const server = setupServer(...(handlers ?? mocks.handlers), notFound);
  const hooks: TargetHooks = {
    resetTokenFor: async (email) => mocks.latestResetToken(email),
    advanceClock: async (ms) => mocks.advanceMockClock(ms),
  };
  return {
    label: 'in-process mocks',
    target: { baseUrl: IN_PROCESS_BASE, fetch: (...args) => fetch(...args), hooks },
    start: async () => {
      server.listen({ onUnhandledFrame: 'error' });
      await mocks.resetMocks();
      mocks.configureMocks({ latencyMs: 0 });
    },
    stop: async () => {
      server.close();
      await mocks.resetMocks();
    },
  };
}

type TokenSource = (email: string, baseUrl: string) => Promise<string | undefined>;

export async function remoteTarget(baseUrl: string): Promise<RunningTarget> {
  const base = baseUrl.replace(/\/$/, '');
  const hooks: TargetHooks = {};
  const source = process.env.CONTRACT_RESET_TOKEN_SOURCE?.trim();
  if (source) {
    const module = (await import(pathToFileURL(path.resolve(source)).href)) as { default?: TokenSource };
    if (typeof module.default !== 'function') {
      throw new Error(`CONTRACT_RESET_TOKEN_SOURCE ${source} has no default export (email, baseUrl) => Promise<string | undefined>`);
    }
    const read = module.default;
    hooks.resetTokenFor = (email) => read(email, base);
  }
  return {
    label: base,
    target: { baseUrl: base, fetch: (...args) => fetch(...args), hooks },
    start: async () => {},
    stop: async () => {},
  };
}

export function targetFromEnv(): Promise<RunningTarget> {
  const base = process.env.CONTRACT_BASE_URL?.trim();
  return base ? remoteTarget(base) : inProcessTarget();
}
