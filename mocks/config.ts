// Timing of the mock API. Short by default in the browser so the app feels real; zero in tests.
// The 'slow' scenario holds the answer long enough to see (and assert) a pending state.

export interface MockTiming {
  /** Delay of every answer, in ms. */
  latencyMs: number;
  /** Delay of an answer under the 'slow' scenario, in ms. */
  slowMs: number;
}

// Short latency in a browser (the app feels real), none in Node (tests); override with configureMocks.
const defaults: MockTiming = { latencyMs: typeof window === 'undefined' ? 0 : 350, slowMs: 5000 };
let timing: MockTiming = { ...defaults };

export function configureMocks(next: Partial<MockTiming>): MockTiming {
  timing = { ...timing, ...next };
  return timing;
}

export function mockTiming(): Readonly<MockTiming> {
  return timing;
}

export function resetMockTiming(): void {
  timing = { ...defaults };
}

/** A sleep that also works where msw's delay() would skip (node test environments). */
export function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
