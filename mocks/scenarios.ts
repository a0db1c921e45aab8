// The one registry of failure scenarios (product-rules.md D4). For every call of the contract it
// lists the scenarios the mock can force: 'error' (500), 'network' (connection failure), 'slow'
// (a long pending state) and, only where the call validates input, 'invalid' (400).
// The same registry is driven by Storybook parameters, by tests, by the `?scenario=` URL parameter
// in mock mode (kept for the tab's session) and by the mock control panel.
import { contract, endpoints, type EndpointId } from '../src/contract/index.ts';

export const scenarioNames = ['error', 'network', 'slow', 'invalid'] as const;
export type ScenarioName = (typeof scenarioNames)[number];

/** What each scenario does, for the panel and docs. */
export const scenarioLabels: Record<ScenarioName, string> = {
  error: 'error: 500 server error',
  network: 'network: connection failure',
  slow: 'slow: long pending state',
  invalid: 'invalid: 400 invalid input',
};

/** The scenarios a call supports, derived from the contract. */
export function scenariosOf(id: EndpointId): readonly ScenarioName[] {
  return contract[id].validatesInput ? scenarioNames : scenarioNames.filter((s) => s !== 'invalid');
}

/** Every call with the scenarios it supports, in contract order. */
export const scenarioRegistry: ReadonlyArray<{ id: EndpointId; scenarios: readonly ScenarioName[] }> = endpoints.map(
  (endpoint) => ({ id: endpoint.id, scenarios: scenariosOf(endpoint.id) }),
);

/** A scenario choice: `{ 'leads.capture': 'slow' }` (the shape of Storybook's `parameters.scenarios`). */
export type ScenarioMap = Partial<Record<EndpointId, ScenarioName>>;

const active = new Map<EndpointId, ScenarioName>();
const listeners = new Set<() => void>();
const storageKey = 'orbital-agents.mock-scenarios';
let persist = false;
/** The active scenarios as an immutable map, replaced on every change (a stable snapshot for React). */
let snapshot: ScenarioMap = {};

export function isEndpointId(value: string): value is EndpointId {
  return Object.hasOwn(contract, value);
}

export function isScenarioFor(id: EndpointId, value: string): value is ScenarioName {
  return (scenariosOf(id) as readonly string[]).includes(value);
}

function changed(): void {
  snapshot = Object.freeze(Object.fromEntries(active)) as ScenarioMap;
  if (persist && typeof sessionStorage !== 'undefined') {
    try {
      if (active.size === 0) sessionStorage.removeItem(storageKey);
      else sessionStorage.setItem(storageKey, JSON.stringify(Object.fromEntries(active)));
    } catch {
      // storage can be unavailable (private mode, quota): scenarios then last until reload
    }
  }
  for (const listener of listeners) listener();
}

/** The active scenario of a call, or undefined for normal behaviour. */
export function scenarioFor(id: EndpointId): ScenarioName | undefined {
  return active.get(id);
}

/** Sets (or with undefined clears) the scenario of one call. Throws for a scenario the call does not support. */
export function setScenario(id: EndpointId, scenario: ScenarioName | undefined): void {
  if (scenario === undefined) active.delete(id);
  else if (!isScenarioFor(id, scenario)) {
    throw new Error(`Scenario '${scenario}' is not available for ${id} (available: ${scenariosOf(id).join(', ')})`);
  } else active.set(id, scenario);
  changed();
}

/** Replaces all active scenarios with the given map. */
export function setScenarios(map: ScenarioMap): void {
  active.clear();
  for (const [id, scenario] of Object.entries(map) as Array<[EndpointId, ScenarioName | undefined]>) {
    if (!isEndpointId(id)) throw new Error(`Unknown call '${id}' in scenarios`);
    if (scenario === undefined) continue;
    if (!isScenarioFor(id, scenario)) {
      throw new Error(`Scenario '${scenario}' is not available for ${id} (available: ${scenariosOf(id).join(', ')})`);
    }
    active.set(id, scenario);
  }
  changed();
}

export function clearScenarios(): void {
  active.clear();
  changed();
}

/** The active scenarios as a map (the same object until the next change). */
export function activeScenarios(): ScenarioMap {
  return snapshot;
}

export function subscribeScenarios(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface ParsedScenarios {
  /** The choices found; a value of undefined means 'back to normal' for that call. */
  map: Partial<Record<EndpointId, ScenarioName | undefined>>;
  /** True for `scenario=none` (or `clear`): clear every scenario first. */
  clear: boolean;
  /** Entries that name an unknown call or a scenario the call does not support. */
  rejected: string[];
}

/** The URL parameter that chooses scenarios (applyScenarioUrl). */
const SCENARIO_PARAM = 'scenario';

/** The `scenario` URL parameter's value that chooses `map`, as parseScenarioParam reads it: `roi.calculate:error,leads.capture:slow`. */
export function scenarioParam(map: ScenarioMap): string {
  return Object.entries(map)
    .map(([id, scenario]) => `${id}:${scenario}`)
    .join(',');
}

/** The search string that opens a page with `map`'s scenarios: `?scenario=stats.live:error`. */
export function scenarioQuery(map: ScenarioMap): string {
  return `?${SCENARIO_PARAM}=${scenarioParam(map)}`;
}

/**
 * Parses the value(s) of the `scenario` URL parameter: `roi.calculate:error,leads.capture:slow`.
 * `call:none` (or `call:default`) resets one call; `none` alone resets all.
 */
export function parseScenarioParam(values: string | readonly string[]): ParsedScenarios {
  const result: ParsedScenarios = { map: {}, clear: false, rejected: [] };
  const parts = (typeof values === 'string' ? [values] : values)
    .flatMap((value) => value.split(','))
    .map((part) => part.trim())
    .filter(Boolean);
  for (const part of parts) {
    if (part === 'none' || part === 'clear') {
      result.clear = true;
      continue;
    }
    const separator = part.lastIndexOf(':');
    const id = part.slice(0, separator);
    const scenario = part.slice(separator + 1);
    if (separator <= 0 || !isEndpointId(id)) {
      result.rejected.push(part);
    } else if (scenario === 'none' || scenario === 'default') {
      result.map[id] = undefined;
    } else if (isScenarioFor(id, scenario)) {
      result.map[id] = scenario;
    } else {
      result.rejected.push(part);
    }
  }
  return result;
}

/**
 * Browser only: restores the scenarios kept for this tab, then applies the `scenario` parameters of
 * the given URL search string on top, and keeps the result in sessionStorage from then on.
 */
export function applyScenarioUrl(search: string): ParsedScenarios {
  persist = true;
  try {
    const stored = typeof sessionStorage !== 'undefined' ? sessionStorage.getItem(storageKey) : null;
    if (stored) {
      // What was stored is read back through the parser, which drops what it does not know.
      const parsed = parseScenarioParam(scenarioParam(JSON.parse(stored) as ScenarioMap));
      for (const [id, scenario] of Object.entries(parsed.map) as Array<[EndpointId, ScenarioName | undefined]>) {
        if (scenario) active.set(id, scenario);
      }
    }
  } catch {
    // unreadable storage: start clean
  }
  const parsed = parseScenarioParam(new URLSearchParams(search).getAll(SCENARIO_PARAM));
  if (parsed.clear) active.clear();
  for (const [id, scenario] of Object.entries(parsed.map) as Array<[EndpointId, ScenarioName | undefined]>) {
    if (scenario) active.set(id, scenario);
    else active.delete(id);
  }
  if (parsed.rejected.length > 0) {
    console.warn(
      `[mock api] ignored scenario parameter(s): ${parsed.rejected.join(', ')}. ` +
        'Use ?scenario=<call>:<scenario>, for example ?scenario=roi.calculate:error',
    );
  }
  changed();
  return parsed;
}
