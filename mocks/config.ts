// Timing of the mock API. In a browser (the dev server, the offline demo) each call takes about as
// long as the real one would, so a demo feels like the product: the playground's analysis ~4.5 s, so
// its four steps are seen; forms a few hundred ms. Node tests answer at once. The 'slow' scenario
// holds an answer long enough to see (and assert) a pending state.
import type { EndpointId } from '../src/contract/index.ts';

/** A named latency: 'realistic' (per call, below) or 'instant' (0 ms); a number is one delay for every call. */
export type LatencyName = 'realistic' | 'instant';
export type Latency = LatencyName | number;

export interface MockTiming {
  /** Delay of every answer: a named latency or ms. */
  latency: Latency;
  /** Delay of an answer under the 'slow' scenario, in ms. */
  slowMs: number;
}

/** How long each call takes in the 'realistic' latency, in ms. */
export const realisticLatencyMs: Record<EndpointId, number> = {
  'stats.live': 250,
  'roi.calculate': 450,
  'playground.analyze': 4500,
  'blueprint.generate': 2500,
  'leads.capture': 600,
  'content.summarize': 2200,
  'contact.submit': 700,
  'auth.forgot-password': 600,
  'auth.reset-password': 600,
  'booking.schedule': 800,
  'chat.start': 400,
  'chat.message': 1600,
  'chat.feedback': 300,
  'agents.analyze': 3000,
};

export const latencyNames: readonly LatencyName[] = ['realistic', 'instant'];

/** Where a browser tab keeps its chosen latency (`?mockLatency=`); tests store 'instant' there. */
export const latencyStorageKey = 'orbital-agents.mock-latency';

/** `?mockLatency=` or a stored value: a latency name or a non-negative number of ms; anything else is undefined. */
export function parseLatency(value: string | null | undefined): Latency | undefined {
  if (value == null || value === '') return undefined;
  if ((latencyNames as readonly string[]).includes(value)) return value as LatencyName;
  const ms = Number(value);
  return Number.isFinite(ms) && ms >= 0 ? ms : undefined;
}

/**
 * Whether the built demo caches itself for offline use (`?offlineCache=off` spares a metered link its
 * download; the end-to-end tests start every page with 'off', and the offline ones ask for 'on').
 */
export type OfflineCache = 'on' | 'off';
export const offlineCacheStorageKey = 'orbital-agents.offline-cache';
/** 'on' or 'off' (a URL parameter or its stored value); anything else is undefined. */
const parseOnOff = (value: string | null | undefined): 'on' | 'off' | undefined => (value === 'on' || value === 'off' ? value : undefined);
export const parseOfflineCache: (value: string | null | undefined) => OfflineCache | undefined = parseOnOff;

/**
 * Presenter view (mocks/presenter.ts): 'on' hides the Mock API panel and its 'Ready offline' pill.
 * The built demo opens with 'on', the dev server with 'off'; `?presenter=` changes it for the tab's session.
 */
export type PresenterView = 'on' | 'off';
export const presenterStorageKey = 'orbital-agents.presenter';
export const parsePresenterView: (value: string | null | undefined) => PresenterView | undefined = parseOnOff;

/** The delay of one answer of `id` under the current timing (not the 'slow' scenario). */
export function latencyOf(id: EndpointId): number {
  const { latency } = timing;
  if (typeof latency === 'number') return latency;
  return latency === 'realistic' ? realisticLatencyMs[id] : 0;
}

// Realistic in a browser, instant in Node (tests); override with configureMocks.
const defaults: MockTiming = { latency: typeof window === 'undefined' ? 'instant' : 'realistic', slowMs: 5000 };
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
