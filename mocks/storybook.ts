// What Storybook needs from the mocks (wired in .storybook/preview.tsx):
// - `handlers`: give them to setupWorker in the msw-storybook-addon setup, so resetHandlers() between
//   stories restores the mock API and `parameters.msw` can still prepend story-specific handlers;
// - `mockApiLoader`: a loader that, before each story, restores the seed data, empties the mailbox
//   and applies `parameters.scenarios` (for example `{ 'leads.capture': 'slow' }`).
// In Storybook a 'slow' call stays pending, so a pending state can be inspected at leisure and never
// resolves into the next story; `parameters.mockTiming` overrides that ({ slowMs, latency }).
import { configureMocks, resetMockTiming, type MockTiming } from './config.ts';
import { resetDb } from './db.ts';
import { resetMockClock } from './clock.ts';
import { clearScenarios, setScenarios, type ScenarioMap } from './scenarios.ts';

export { handlers } from './handlers/index.ts';

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** Failure scenarios per call for this story, e.g. `{ 'leads.capture': 'error' }`. */
    scenarios?: ScenarioMap;
    /** Mock timing for this story; default latency 150 ms ('realistic' shows a demo's pace), 'slow' pending for good. */
    mockTiming?: Partial<MockTiming>;
  }
}

/** About 24 days: the longest timer a browser allows, i.e. pending for the whole story. */
const PENDING_FOR_GOOD_MS = 2 ** 31 - 1;

export interface StoryMockParameters {
  scenarios?: ScenarioMap;
  mockTiming?: Partial<MockTiming>;
}

/** Resets the mock API for a story and applies its scenarios. */
export async function prepareMockApi(parameters: StoryMockParameters = {}): Promise<void> {
  clearScenarios();
  resetMockClock();
  resetMockTiming();
  configureMocks({ latency: 150, slowMs: PENDING_FOR_GOOD_MS, ...parameters.mockTiming });
  await resetDb();
  setScenarios(parameters.scenarios ?? {});
}

/** A Storybook loader: `loaders: [mswLoader(setup), mockApiLoader]`. */
export async function mockApiLoader(context: { parameters: StoryMockParameters }): Promise<Record<string, never>> {
  await prepareMockApi(context.parameters);
  return {};
}
