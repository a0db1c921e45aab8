// The conversation store on its own: the calls are stubbed, so each case controls exactly what the
// API answers and sees exactly what was sent.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { toasts } from '../../content/toasts.ts';
import { conciergeGreeting } from '../../domain/concierge.ts';

const callEndpoint = vi.fn();
const toast = vi.fn();
/** What the streamed call does before it answers: nothing by default; a test gives it deltas to send. */
let beforeAnswer: (onDelta: (text: string) => void, signal: AbortSignal) => Promise<void> = async () => undefined;
vi.mock('../../api/calls.ts', () => ({
  callEndpoint: (...args: unknown[]) => callEndpoint(...args),
  // The streamed call as the conversation uses it: its deltas, then the same answer a JSON call gives.
  streamCall: async (id: string, input: unknown, options: { signal: AbortSignal; onDelta: (text: string) => void }) => {
    await beforeAnswer(options.onDelta, options.signal);
    return callEndpoint(id, input);
  },
}));
vi.mock('../../components/overlay/toast.ts', () => ({ toast: (...args: unknown[]) => toast(...args) }));

const { cancelExchange, getConversation, resetConversation, sendMessage, setDraft } = await import('./conversation.ts');

const contents = () => getConversation().messages.map((m) => `${m.role}: ${m.content}`);

function answer(id: string, body: unknown) {
  return (endpoint: string) => (endpoint === id ? Promise.resolve(body) : Promise.reject(new Error(`unexpected ${endpoint}`)));
}

beforeEach(() => {
  beforeAnswer = async () => undefined;
  resetConversation();
  callEndpoint.mockReset();
  toast.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('the concierge conversation', () => {
  it('shows the first message at once, starts a sales session, greets, then answers the first message', async () => {
    callEndpoint.mockImplementation((id: string) =>
      id === 'chat.start' ? Promise.resolve({ id: 'chat_1', agentType: 'sales', createdAt: '2025-01-01T00:00:00Z' }) : Promise.resolve({ response: '**Hi!**' }),
    );
    const done = sendMessage('  Hello  ');
    expect(contents()).toEqual(['user: Hello']);
    expect(getConversation().pending).toBe('start');
    await done;
    expect(contents()).toEqual(['user: Hello', `assistant: ${conciergeGreeting()}`, 'assistant: **Hi!**']);
    expect(callEndpoint.mock.calls).toEqual([
      ['chat.start', { body: { agentType: 'sales', messages: [] } }, expect.any(AbortSignal)],
      ['chat.message', { params: { id: 'chat_1' }, body: { message: 'Hello', agentType: 'sales' } }],
    ]);
    expect(getConversation()).toMatchObject({ sessionId: 'chat_1', pending: null, draft: '' });

    // Later messages go to the same session; no new session, no second greeting.
    callEndpoint.mockImplementation(answer('chat.message', { response: 'Sure.' }));
    await sendMessage('More?');
    expect(callEndpoint).toHaveBeenLastCalledWith('chat.message', { params: { id: 'chat_1' }, body: { message: 'More?', agentType: 'sales' } });
    expect(contents().filter((c) => c === `assistant: ${conciergeGreeting()}`)).toHaveLength(1);
    expect(toast).not.toHaveBeenCalled();
  });

  it('ignores blank messages and sends while a request is pending', async () => {
    await sendMessage('   \n\t ');
    expect(callEndpoint).not.toHaveBeenCalled();
    let release: (value: unknown) => void = () => {};
    callEndpoint.mockImplementation(() => new Promise((resolve) => (release = resolve)));
    const first = sendMessage('One');
    await sendMessage('Two');
    setDraft('typed while pending');
    expect(contents()).toEqual(['user: One']);
    expect(getConversation().draft).toBe('');
    expect(callEndpoint).toHaveBeenCalledTimes(1);
    release({ id: 'chat_2', agentType: 'sales', createdAt: '2025-01-01T00:00:00Z' });
    await vi.waitFor(() => expect(callEndpoint).toHaveBeenCalledTimes(2));
    release({ response: 'ok' });
    await first;
    expect(getConversation().pending).toBeNull();
  });

  it('sends the draft and clears it', async () => {
    callEndpoint.mockImplementation((id: string) =>
      Promise.resolve(id === 'chat.start' ? { id: 'c', agentType: 'sales', createdAt: '2025-01-01T00:00:00Z' } : { response: 'ok' }),
    );
    setDraft('From the input');
    const done = sendMessage();
    expect(getConversation().draft).toBe('');
    await done;
    expect(contents()[0]).toBe('user: From the input');
  });

  it('on a failed start: Connection Error, the message back in the input, no session', async () => {
    callEndpoint.mockRejectedValue(new ApiError(500, 'Internal Server Error', ''));
    await sendMessage('Need help');
    expect(toast).toHaveBeenCalledWith(toasts.chatStartError);
    expect(getConversation()).toMatchObject({ messages: [], draft: 'Need help', pending: null, sessionId: undefined });
  });

  it('after a reset, a request of the earlier conversation answers into nothing: no toast, no message', async () => {
    let failStart: (error: Error) => void = () => undefined;
    callEndpoint.mockImplementation(() => new Promise((_, reject) => (failStart = reject)));
    const done = sendMessage('Hello');
    resetConversation();
    failStart(new Error('network'));
    await done;
    expect(toast).not.toHaveBeenCalled();
    expect(getConversation()).toEqual({ messages: [], sessionId: undefined, pending: null, draft: '' });
  });

  it('on a failed message: Message Error, greeting kept, the message back in the input, session kept', async () => {
    callEndpoint.mockImplementation((id: string) =>
      id === 'chat.start' ? Promise.resolve({ id: 'chat_3', agentType: 'sales', createdAt: '2025-01-01T00:00:00Z' }) : Promise.reject(new TypeError('Failed to fetch')),
    );
    await sendMessage('Pricing?');
    expect(toast).toHaveBeenCalledWith(toasts.chatMessageError);
    expect(contents()).toEqual([`assistant: ${conciergeGreeting()}`]);
    expect(getConversation()).toMatchObject({ draft: 'Pricing?', pending: null, sessionId: 'chat_3' });
  });

  it('drops a session the server no longer knows (404), so the next message starts a new one', async () => {
    callEndpoint.mockImplementation((id: string) =>
      id === 'chat.start' ? Promise.resolve({ id: 'old', agentType: 'sales', createdAt: '2025-01-01T00:00:00Z' }) : Promise.resolve({ response: 'ok' }),
    );
    await sendMessage('First');
    callEndpoint.mockRejectedValueOnce(new ApiError(404, 'Not Found', ''));
    await sendMessage('Second');
    expect(toast).toHaveBeenCalledWith(toasts.chatMessageError);
    expect(getConversation().sessionId).toBeUndefined();
  });

  it('streams the answer: its first words replace the typing indicator, it grows, and done replaces it', async () => {
    callEndpoint.mockImplementation((id: string) =>
      Promise.resolve(id === 'chat.start' ? { id: 'chat_s', agentType: 'sales', createdAt: '2025-01-01T00:00:00Z' } : { response: 'Plans start at **$499**.' }),
    );
    const seen: string[] = [];
    beforeAnswer = async (onDelta) => {
      onDelta('Plans ');
      seen.push(JSON.stringify(getConversation().messages.at(-1)));
      onDelta('start ');
      seen.push(JSON.stringify(getConversation().messages.at(-1)));
    };
    await sendMessage('Pricing?');
    expect(seen).toEqual([
      JSON.stringify({ id: 'm3', role: 'assistant', content: 'Plans ', streaming: true }),
      JSON.stringify({ id: 'm3', role: 'assistant', content: 'Plans start ', streaming: true }),
    ]);
    // The same message, whole, as the server stored it; no longer being written.
    expect(getConversation().messages.at(-1)).toEqual({ id: 'm3', role: 'assistant', content: 'Plans start at **$499**.' });
    expect(getConversation().pending).toBeNull();
  });

  it('closing cancels the exchange in flight: the request is aborted, the partial answer leaves, the question goes back to the input', async () => {
    callEndpoint.mockImplementation((id: string) =>
      Promise.resolve(id === 'chat.start' ? { id: 'chat_c', agentType: 'sales', createdAt: '2025-01-01T00:00:00Z' } : { response: 'never shown' }),
    );
    let aborted = false;
    beforeAnswer = (onDelta, signal) =>
      new Promise((_, reject) => {
        onDelta('Half an ');
        signal.addEventListener('abort', () => {
          aborted = true;
          reject(new DOMException('The operation was aborted.', 'AbortError'));
        });
      });
    const done = sendMessage('Tell me everything');
    await vi.waitFor(() => expect(contents().at(-1)).toBe('assistant: Half an '));
    cancelExchange();
    await done;
    expect(aborted).toBe(true);
    expect(contents()).toEqual([`assistant: ${conciergeGreeting()}`]);
    expect(getConversation()).toMatchObject({ pending: null, draft: 'Tell me everything', sessionId: 'chat_c' });
    expect(toast).not.toHaveBeenCalled();
    // Nothing in flight: cancelling again changes nothing.
    cancelExchange();
    expect(getConversation().draft).toBe('Tell me everything');
  });

  it('a stream that fails after its first words: Message Error, and neither the partial answer nor the question stays', async () => {
    callEndpoint.mockImplementation((id: string) =>
      id === 'chat.start' ? Promise.resolve({ id: 'chat_e', agentType: 'sales', createdAt: '2025-01-01T00:00:00Z' }) : Promise.reject(new ApiError(502, '', '{"error":{"code":"upstream_error","message":"x"}}')),
    );
    beforeAnswer = async (onDelta) => onDelta('Our plans ');
    await sendMessage('Pricing?');
    expect(toast).toHaveBeenCalledWith(toasts.chatMessageError);
    expect(contents()).toEqual([`assistant: ${conciergeGreeting()}`]);
    expect(getConversation()).toMatchObject({ draft: 'Pricing?', pending: null });
  });

  it('puts no client cap on a message: 4,001 characters are typed and sent whole, and the 413 shows Message Error', async () => {
    const long = 'a'.repeat(4001);
    setDraft(long);
    expect(getConversation().draft).toHaveLength(4001);
    callEndpoint.mockImplementation((id: string) =>
      id === 'chat.start'
        ? Promise.resolve({ id: 'chat_1', agentType: 'sales', createdAt: '2025-01-01T00:00:00Z' })
        : Promise.reject(new ApiError(413, 'Payload Too Large', '{"error":{"code":"payload_too_large","message":"Message is too long"}}')),
    );
    await sendMessage();
    expect(callEndpoint).toHaveBeenLastCalledWith('chat.message', { params: { id: 'chat_1' }, body: { message: long, agentType: 'sales' } });
    expect(toast).toHaveBeenCalledWith(toasts.chatMessageError);
    expect(getConversation().draft).toBe(long);
  });
});
