// streamCall (ADR 0076): the browser side of a streamed answer, on a stubbed fetch whose body arrives
// in pieces cut anywhere, as a network cuts it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { streamCall } from './calls.ts';
import { AnswerError, ApiError } from './client.ts';

const session = { id: 'chat_1', agentType: 'sales', createdAt: '2026-01-01T00:00:00.000Z' };

/** An event-stream answer whose text arrives in pieces of `size` characters. */
function streamOf(text: string, size = 5): Response {
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } });
}

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

const call = (onDelta = vi.fn<(text: string) => void>()) => streamCall('chat.start', { body: { agentType: 'sales', messages: [] } }, { onDelta });

describe('streamCall', () => {
  it('asks for the event stream, hands on each delta, and answers the done body', async () => {
    const fetchMock = stubFetch(streamOf(`: a comment\r\nevent: delta\r\ndata: {"text":"Hel"}\r\n\r\nevent: delta\ndata: {"text":"lo "}\n\nevent: done\ndata: ${JSON.stringify(session)}\n\n`));
    const onDelta = vi.fn<(text: string) => void>();
    expect(await call(onDelta)).toEqual(session);
    expect(onDelta.mock.calls).toEqual([['Hel'], ['lo ']]);
    expect(fetchMock.mock.calls[0]![1]?.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'text/event-stream, application/json' });
  });

  it('reads a JSON answer (a server that does not stream) as any call does', async () => {
    stubFetch(Response.json(session, { status: 201 }));
    const onDelta = vi.fn<(text: string) => void>();
    expect(await call(onDelta)).toEqual(session);
    expect(onDelta).not.toHaveBeenCalled();
  });

  it('fails as its status would have with an error event, and as an answer outside the contract without done', async () => {
    stubFetch(streamOf('event: delta\ndata: {"text":"Half"}\n\nevent: error\ndata: {"status":502,"error":{"code":"upstream_error","message":"Try again."}}\n\n'));
    const error = await call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(502);
    expect((error as ApiError).json()).toEqual({ error: { code: 'upstream_error', message: 'Try again.' } });

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(streamOf('event: delta\ndata: {"text":"Half"}\n\n'));
    await expect(call()).rejects.toThrow(new AnswerError('a stream that ended before done', 'chat.start'));
    stubFetch(streamOf(`event: done\ndata: ${JSON.stringify({ ...session, id: '' })}\n\n`));
    await expect(call()).rejects.toBeInstanceOf(AnswerError);
  });
});
