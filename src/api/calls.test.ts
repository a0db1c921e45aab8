import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from './calls.ts';
import { liveStatsQuery } from './hooks.ts';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const stats = { agentsRunning: 2847, costSavings: 847, efficiencyGain: 89, tasksAutomated: 12500, uptime: 99.9 };

describe('callApi', () => {
  it('takes method and path from the contract', async () => {
    const fetchMock = stubFetch(Response.json({ laborSavings: 1, errorSavings: 2, efficiencySavings: 3, totalROI: 6 }));
    const result = await callApi('roi.calculate', { body: { fteCost: 85000, taskVolume: 2500, errorRate: 12 } });
    expect(result.totalROI).toBe(6);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/roi/calculate');
    expect(init).toMatchObject({ method: 'POST', body: '{"fteCost":85000,"taskVolume":2500,"errorRate":12}' });
  });

  it('fills path params', async () => {
    const fetchMock = stubFetch(Response.json({ response: 'Hi' }));
    await callApi('chat.message', { params: { id: 'session 1' }, body: { message: 'Hello', agentType: 'sales' } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/chat/session%201/message');
  });

  it('needs no options for a call without input', async () => {
    const fetchMock = stubFetch(Response.json(stats));
    await expect(callApi('stats.live')).resolves.toEqual(stats);
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('GET');
  });

  it('is typed by the contract', () => {
    // Compile-time checks (npm run typecheck): the function is never called.
    const typeChecks = () => [
      // @ts-expect-error the ROI call needs a body
      callApi('roi.calculate'),
      // @ts-expect-error the chat message call needs the session id
      callApi('chat.message', { body: { message: 'Hi' } }),
      // @ts-expect-error unknown option id
      callApi('playground.analyze', { body: { agentType: 'x', dataSource: 'sales-pipeline', analysisType: 'cost-optimization' } }),
    ];
    expect(typeChecks).toBeTypeOf('function');
  });
});

describe('liveStatsQuery', () => {
  it('is keyed by the contract path and polls every 5 seconds', async () => {
    const query = liveStatsQuery();
    expect(query.queryKey).toEqual(['/api/stats/live']);
    expect(query.refetchInterval).toBe(5000);
    stubFetch(Response.json(stats));
    const queryFn = query.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
    await expect(queryFn({ signal: new AbortController().signal })).resolves.toEqual(stats);
  });
});
