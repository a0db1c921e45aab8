import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPath, contract, endpoints, type EndpointId } from '../src/contract/index.ts';
import {
  activeScenarios,
  applyScenarioUrl,
  clearScenarios,
  parseScenarioParam,
  scenarioFor,
  scenarioParam,
  scenarioQuery,
  scenarioRegistry,
  setScenario,
  setScenarios,
} from './scenarios.ts';
import { configureMocks } from './config.ts';
import { createMockServer, resetMocks } from './node.ts';

describe('the scenario registry', () => {
  it('lists every call of the contract, in contract order', () => {
    expect(scenarioRegistry.map((entry) => entry.id)).toEqual(endpoints.map((e) => e.id));
    expect(scenarioRegistry).toHaveLength(14);
  });

  it("offers 'invalid' exactly where the call validates input", () => {
    for (const { id, scenarios } of scenarioRegistry) {
      expect(scenarios.slice(0, 3)).toEqual(['error', 'network', 'slow']);
      expect(scenarios.includes('invalid')).toBe(contract[id].validatesInput);
    }
    expect(scenarioRegistry.find((e) => e.id === 'stats.live')?.scenarios).toEqual(['error', 'network', 'slow']);
  });

  it('keeps one snapshot object until something changes (the panel reads it with useSyncExternalStore)', () => {
    clearScenarios();
    const before = activeScenarios();
    expect(activeScenarios()).toBe(before);
    setScenario('roi.calculate', 'error');
    const after = activeScenarios();
    expect(after).not.toBe(before);
    expect(activeScenarios()).toBe(after);
    expect(after).toEqual({ 'roi.calculate': 'error' });
    clearScenarios();
  });

  it('rejects a scenario the call does not support', () => {
    expect(() => setScenario('stats.live', 'invalid')).toThrow("Scenario 'invalid' is not available for stats.live");
    expect(() => setScenarios({ 'stats.live': 'invalid' })).toThrow();
  });
});

describe('the ?scenario= parameter', () => {
  it('parses call:scenario pairs, comma separated or repeated', () => {
    expect(parseScenarioParam('roi.calculate:error,leads.capture:slow')).toEqual({
      map: { 'roi.calculate': 'error', 'leads.capture': 'slow' },
      clear: false,
      rejected: [],
    });
    expect(parseScenarioParam(['chat.message:invalid', 'stats.live:network']).map).toEqual({
      'chat.message': 'invalid',
      'stats.live': 'network',
    });
  });

  it('is written from a scenario map as it is parsed back', () => {
    expect(scenarioParam({ 'content.summarize': 'slow' })).toBe('content.summarize:slow');
    const map = { 'roi.calculate': 'error', 'leads.capture': 'slow' } as const;
    expect(scenarioParam(map)).toBe('roi.calculate:error,leads.capture:slow');
    expect(parseScenarioParam(scenarioParam(map))).toEqual({ map, clear: false, rejected: [] });
    expect(parseScenarioParam(new URLSearchParams(scenarioQuery(map)).getAll('scenario')).map).toEqual(map);
  });

  it('resets one call with :none, all with none, and reports what it cannot use', () => {
    expect(parseScenarioParam('roi.calculate:none,none')).toEqual({ map: { 'roi.calculate': undefined }, clear: true, rejected: [] });
    expect(parseScenarioParam('nope.call:error,stats.live:invalid,roi.calculate').rejected).toEqual([
      'nope.call:error',
      'stats.live:invalid',
      'roi.calculate',
    ]);
  });

  describe('in a browser tab', () => {
    const store = new Map<string, string>();
    beforeAll(() => {
      vi.stubGlobal('sessionStorage', {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => void store.set(key, value),
        removeItem: (key: string) => void store.delete(key),
      });
      vi.spyOn(console, 'warn').mockImplementation(() => {});
    });
    afterAll(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
      clearScenarios();
    });

    it('applies the URL and keeps the choice for the session', () => {
      applyScenarioUrl('?scenario=roi.calculate:error,leads.capture:slow&other=1');
      expect(activeScenarios()).toEqual({ 'roi.calculate': 'error', 'leads.capture': 'slow' });
      expect(JSON.parse(store.get('orbital-agents.mock-scenarios')!)).toEqual({ 'roi.calculate': 'error', 'leads.capture': 'slow' });
    });

    it('restores the kept choice on the next page load, with the new URL on top', () => {
      clearScenariosInMemoryOnly();
      applyScenarioUrl('?scenario=leads.capture:none,chat.start:network');
      expect(activeScenarios()).toEqual({ 'roi.calculate': 'error', 'chat.start': 'network' });
    });

    it("'none' clears everything, in memory and in the session", () => {
      applyScenarioUrl('?scenario=none');
      expect(activeScenarios()).toEqual({});
      expect(store.has('orbital-agents.mock-scenarios')).toBe(false);
    });

    /** A reload: memory is gone, sessionStorage stays. */
    function clearScenariosInMemoryOnly() {
      const kept = store.get('orbital-agents.mock-scenarios');
      clearScenarios();
      if (kept) store.set('orbital-agents.mock-scenarios', kept);
    }
  });
});

describe('what each scenario does to a call', () => {
  const server = createMockServer();
  const base = 'http://scenarios.test';
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => resetMocks());
  afterAll(() => server.close());

  const send = (id: EndpointId) => {
    const endpoint = contract[id];
    const path = endpoint.params ? buildPath(endpoint as typeof contract['chat.message'], { id: 'chat_seed_1' }) : endpoint.path;
    return fetch(`${base}${path}`, {
      method: endpoint.method,
      headers: endpoint.method === 'POST' ? { 'Content-Type': 'application/json' } : {},
      body: endpoint.method === 'POST' ? '{}' : undefined,
    });
  };

  for (const { id, scenarios } of scenarioRegistry) {
    describe(id, () => {
      it('error: 500 with the documented error body', async () => {
        setScenario(id, 'error');
        const res = await send(id);
        expect(res.status).toBe(500);
        expect(contract[id].errorSchema.safeParse(await res.json()).success).toBe(true);
      });

      it('network: the request fails as on a lost connection', async () => {
        setScenario(id, 'network');
        await expect(send(id)).rejects.toThrow(TypeError);
      });

      it('slow: the answer waits for the slow delay', async () => {
        configureMocks({ latency: 'instant', slowMs: 120 });
        setScenario(id, 'slow');
        const started = performance.now();
        await send(id);
        expect(performance.now() - started).toBeGreaterThanOrEqual(110);
        expect(scenarioFor(id)).toBe('slow');
      });

      if (scenarios.includes('invalid')) {
        it('invalid: 400 with field messages', async () => {
          setScenario(id, 'invalid');
          const res = await send(id);
          expect(res.status).toBe(400);
          const body = contract[id].errorSchema.parse(await res.json());
          expect(Object.keys(body.error.fields ?? {}).length).toBeGreaterThan(0);
        });
      }
    });
  }
});
