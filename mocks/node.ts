// The mock API in Node (unit tests, the contract suite): msw's setupServer with every handler,
// zero latency by default. Tests reset state with resetMocks() between cases.
import { setupServer, type SetupServer } from 'msw/node';
import type { HttpHandler } from 'msw';
import { clearScenarios } from './scenarios.ts';
import { resetDb } from './db.ts';
import { resetMockClock } from './clock.ts';
import { resetMockTiming } from './config.ts';
import { handlers } from './handlers/index.ts';

/** A msw server answering every /api call; extra handlers go first (they win). */
export function createMockServer(...extra: HttpHandler[]): SetupServer {
  return setupServer(...extra, ...handlers);
}

/** Back to a clean state: seed data, empty mailbox, no scenarios, real clock, default timing. */
export async function resetMocks(): Promise<void> {
  clearScenarios();
  resetMockClock();
  resetMockTiming();
  await resetDb();
}

export { handlers, createHandlers, mockCalls } from './handlers/index.ts';
export { configureMocks } from './config.ts';
export { advanceMockClock } from './clock.ts';
export { caughtMails, latestResetToken } from './mailbox.ts';
export { db } from './db.ts';
