// The in-process target of the contract suite (CONTRACT_BASE_URL unset): the real mock handlers in
// msw's setupServer at a fixed base URL, with every hook (the mailbox gives reset tokens, the mock
// clock moves; the mocks have no account store, so any address stands for a known account).
// Servers are targeted by remote-target.ts.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { site } from '../src/config/site.ts';
import type { TargetHooks } from './http.ts';
import type { RunningTarget } from './remote-target.ts';

export type { RunningTarget } from './remote-target.ts';

export const IN_PROCESS_BASE = 'http://contract.mock';

/** The mock handlers (or a variant of them) served in-process. */
export async function inProcessTarget(handlers?: HttpHandler[], timeoutMs = 10_000): Promise<RunningTarget> {
  const mocks = await import('../mocks/node.ts');
  // A server that only serves the API: any other path on the base is a plain 404.
  const notFound = http.all(`${IN_PROCESS_BASE}/*`, () => new HttpResponse('Not Found', { status: 404 }));
  const server = setupServer(...(handlers ?? mocks.handlers), notFound);
  const hooks: TargetHooks = {
    resetTokenFor: async (email) => mocks.latestResetToken(email),
    advanceClock: async (ms) => mocks.advanceMockClock(ms),
    knownEmail: site.salesEmail,
  };
  return {
    label: 'in-process mocks',
    target: {
      baseUrl: IN_PROCESS_BASE,
      fetch: (...args) => fetch(...args),
      timeoutMs,
      hooks,
    },
    start: async () => {
      server.listen({ onUnhandledFrame: 'error' });
      await mocks.resetMocks();
      mocks.configureMocks({ latency: 'instant' });
    },
    stop: async () => {
      server.close();
      await mocks.resetMocks();
    },
  };
}
