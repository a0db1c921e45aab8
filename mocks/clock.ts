// The mocks' notion of 'now', so tests can move time (reset tokens expire after 1 hour).
let offsetMs = 0;
let startedAt = Date.now();

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Moves the mock clock forward (or back with a negative value). */
export function advanceMockClock(ms: number): void {
  offsetMs += ms;
}

/** No offset again, and the live stats start again: each story and test sees the spec's figures first. */
export function resetMockClock(): void {
  offsetMs = 0;
  startedAt = Date.now();
}

/** When this page load's mocks started, or the clock was last reset: the live stats start at the spec's figures then (issue 14). */
export function mocksStartedAt(): Date {
  return new Date(startedAt + offsetMs);
}
