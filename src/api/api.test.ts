import { afterEach, describe, expect, it, vi } from 'vitest';
import { ATTRIBUTION_STORAGE_KEY } from './attribution.ts';
import { api } from './api.ts';

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
const roi = { fteCost: 85000, taskVolume: 2500, errorRate: 12 };
const signal = new AbortController().signal;

describe('api: one client entry per call of the contract', () => {
  it('names each call by its id, kebab names camel-cased', () => {
    expect(Object.keys(api)).toEqual(['stats', 'roi', 'playground', 'blueprint', 'leads', 'content', 'contact', 'auth', 'booking', 'chat', 'agents']);
    expect(Object.keys(api.auth)).toEqual(['forgotPassword', 'resetPassword']);
    expect(Object.keys(api.chat)).toEqual(['start', 'message', 'feedback']);
  });

  it('makes a GET call a query and every other call a mutation', () => {
    expect(Object.keys(api.stats.live)).toEqual(['call', 'queryOptions', 'useQuery']);
    expect(Object.keys(api.roi.calculate)).toEqual(['call', 'mutationOptions', 'useMutation']);
  });

  it('takes method and path from the contract', async () => {
    const fetchMock = stubFetch(Response.json({ laborSavings: 1, errorSavings: 2, efficiencySavings: 3, totalROI: 6 }));
    const result = await api.roi.calculate.call({ body: roi });
    expect(result.totalROI).toBe(6);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/roi/calculate');
    expect(init).toMatchObject({ method: 'POST', body: '{"fteCost":85000,"taskVolume":2500,"errorRate":12}' });
  });

  it('fills path params', async () => {
    const fetchMock = stubFetch(Response.json({ response: 'Hi', messageId: 'chatmsg_1' }));
    await api.chat.message.call({ params: { id: 'session 1' }, body: { message: 'Hello', agentType: 'sales' } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/chat/session%201/message');
  });

  it('keys a query by the call id and passes its options through', async () => {
    const query = api.stats.live.queryOptions({ refetchInterval: 5000 });
    expect(query.queryKey).toEqual(['stats.live']);
    expect(query.refetchInterval).toBe(5000);
    const fetchMock = stubFetch(Response.json(stats));
    const queryFn = query.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
    await expect(queryFn({ signal })).resolves.toEqual(stats);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'GET', signal });
  });

  it("sends a mutation's variables as the body, or as params and body when the path has params", async () => {
    const roiMutation = api.roi.calculate.mutationOptions();
    expect(roiMutation.mutationKey).toEqual(['roi.calculate']);
    let fetchMock = stubFetch(Response.json({ laborSavings: 1, errorSavings: 2, efficiencySavings: 3, totalROI: 6 }));
    await roiMutation.mutationFn!(roi, undefined as never);
    expect(fetchMock.mock.calls[0]![1]?.body).toBe(JSON.stringify(roi));

    fetchMock = stubFetch(Response.json({ response: 'Hi', messageId: 'chatmsg_1' }));
    await api.chat.message.mutationOptions().mutationFn!({ params: { id: 'c1' }, body: { message: 'Hello' } }, undefined as never);
    expect(fetchMock.mock.calls[0]).toEqual(['/api/chat/c1/message', expect.objectContaining({ body: '{"message":"Hello"}' })]);
  });

  it("adds the session's attribution to lead-storing calls only", async () => {
    const attribution = { utm_source: 'linkedin', landingPath: '/' };
    vi.stubGlobal('sessionStorage', { getItem: (key: string) => (key === ATTRIBUTION_STORAGE_KEY ? JSON.stringify(attribution) : null) });
    let fetchMock = stubFetch(Response.json({ id: 'lead_1' }, { status: 201 }));
    await api.leads.capture.call({ body: { email: 'casey@northwind.example', source: 'newsletter' } });
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({ email: 'casey@northwind.example', source: 'newsletter', attribution });

    fetchMock = stubFetch(Response.json({ laborSavings: 1, errorSavings: 2, efficiencySavings: 3, totalROI: 6 }));
    await api.roi.calculate.call({ body: roi });
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual(roi);
  });

  it('is typed by the contract', () => {
    // Compile-time checks (npm run typecheck): the function is never called.
    const typeChecks = async () => {
      const total: number = (await api.roi.calculate.call({ body: roi })).totalROI;
      return [
        total,
        // @ts-expect-error the ROI call needs a body
        api.roi.calculate.call({}),
        // @ts-expect-error the chat message call needs the session id
        api.chat.message.call({ body: { message: 'Hi' } }),
        // @ts-expect-error unknown option id
        api.playground.analyze.call({ body: { agentType: 'x', dataSource: 'sales-pipeline', analysisType: 'cost-optimization' } }),
        // @ts-expect-error a mutation's variables are the body itself
        api.roi.calculate.mutationOptions().mutationFn?.({ body: roi }, undefined as never),
        // @ts-expect-error a GET call is a query, not a mutation
        api.stats.live.useMutation,
        // @ts-expect-error kebab names are camel-cased
        api.auth['forgot-password'],
      ];
    };
    expect(typeChecks).toBeTypeOf('function');
  });
});
