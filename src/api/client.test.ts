import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, holdRequestsUntil } from './client';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest (product-rules.md S7)', () => {
  it('sends credentials and a JSON content type with a body', async () => {
    const fetchMock = stubFetch(Response.json({ id: 'lead_1' }, { status: 201 }));
    const result = await apiRequest('POST', '/api/leads/capture', { email: 'a@b.co' });
    expect(result).toEqual({ id: 'lead_1' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/leads/capture');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"email":"a@b.co"}' });
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('sends no content type without a body', async () => {
    const fetchMock = stubFetch(Response.json({ uptime: 99.9 }));
    await apiRequest('GET', '/api/stats/live');
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.headers).toEqual({});
    expect(init?.body).toBeUndefined();
    expect(init?.credentials).toBe('include');
  });

  it("fails with 'status: body text' on a non-2xx answer", async () => {
    stubFetch(new Response('{"error":{"code":"validation_error"}}', { status: 400, statusText: 'Bad Request' }));
    const error = await apiRequest('POST', '/api/roi/calculate', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"error":{"code":"validation_error"}}');
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).json()).toEqual({ error: { code: 'validation_error' } });
  });

  it("fails with 'status: status text' when the body is empty", async () => {
    stubFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/stats/live')).rejects.toThrow('503: Service Unavailable');
  });

  it('fails on 401 like on any other non-2xx answer', async () => {
    stubFetch(new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' }));
    await expect(apiRequest('GET', '/api/me')).rejects.toThrow('401: Unauthorized');
  });
});

describe('holdRequestsUntil (mock mode: the worker that answers starts after hydration)', () => {
  afterEach(() => holdRequestsUntil(Promise.resolve()));

  it('sends a call only once the worker has started', async () => {
    const fetchMock = stubFetch(Response.json({ uptime: 99.9 }));
    let started!: () => void;
    holdRequestsUntil(new Promise<void>((resolve) => (started = resolve)));
    const result = apiRequest('GET', '/api/stats/live');
    // Without the hold the call is sent at once (in the same turn, its microtasks included); once
    // the next task runs, all of that has run, so no call yet means the hold held it.
    await new Promise((resolve) => setImmediate(resolve));
    expect(fetchMock).not.toHaveBeenCalled();
    started();
    await expect(result).resolves.toEqual({ uptime: 99.9 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fails the call with the reason the worker did not start, sending nothing', async () => {
    const fetchMock = stubFetch(Response.json({}));
    holdRequestsUntil(Promise.reject(new Error('Service workers are not available here')));
    await expect(apiRequest('GET', '/api/stats/live')).rejects.toThrow('Service workers are not available here');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
