// The suite keeps to the documented rate limits: the store bucket lets a minute's calls less one
// through at once, then one per refill; compute calls pay by size; calls without a limit never wait.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limitsFor, pacer } from './pacing.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** How many of the paced calls went through by now. */
function track(calls: Array<Promise<void>>): () => number {
  let done = 0;
  for (const call of calls) void call.then(() => (done += 1));
  return () => done;
}

describe('pacer', () => {
  it('lets 59 of 60 store calls a minute through at once, then one a second', async () => {
    const pace = pacer(limitsFor(60), () => Date.now());
    const done = track(Array.from({ length: 61 }, () => pace('POST', '/api/contact/submit', 100)));
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(59);
    await vi.advanceTimersByTimeAsync(1000);
    expect(done()).toBe(60);
    await vi.advanceTimersByTimeAsync(1000);
    expect(done()).toBe(61);
  });

  it('charges a compute call one unit per started 2 KB of body, and a body over its limit one', async () => {
    const pace = pacer(limitsFor(60), () => Date.now()); // compute: 300 a minute
    const summary = () => pace('POST', '/api/content/summarize', 100_000); // 49 units each
    const done = track([
      ...Array.from({ length: 6 }, summary), // 294 of 300
      pace('POST', '/api/roi/calculate', 2_049), // 296
      pace('POST', '/api/roi/calculate', 10_000_000), // 297: over the limit, refused before any work
      summary(), // needs 49 and the one in hand: (50 - 3) units at 5 a second
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(8);
    await vi.advanceTimersByTimeAsync(9_300);
    expect(done()).toBe(8);
    await vi.advanceTimersByTimeAsync(200);
    expect(done()).toBe(9);
  });

  it('never waits for a call without a limit', async () => {
    const pace = pacer(limitsFor(1), () => Date.now());
    const done = track(Array.from({ length: 100 }, () => pace('GET', '/api/stats/live', 0)));
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(100);
  });
});
