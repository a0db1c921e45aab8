// The conversation store on its own: the calls are stubbed, so each case controls exactly what the
// API answers and sees exactly what was sent.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { toasts } from '../../content/toasts.ts';
import { conciergeGreeting } from '../../domain/concierge.ts';

const callEndpoint = vi.fn();
const toast = vi.fn();
vi.mock('../../api/calls.ts', () => ({ callEndpoint: (...args: unknown[]) => callEndpoint(...args) }));
vi.mock('../../components/overlay/toast.ts', () => ({ toast: (...args: unknown[]) => toast(...args) }));

const { getConversation, resetConversation, sendMessage, setDraft } = await import('./conversation.ts');

const contents = () => getConversation().messages.map((m) => `${m.role}: ${m.content}`);

function answer(id: string, body: unknown) {
  return (endpoint: string) => (endpoint === id ? Promise.resolve(body) : Promise.reject(new Error(`unexpected ${endpoint}`)));
}

beforeEach(() => {
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
      ['chat.start', { body: { agentType: 'sales', messages: [] } }],
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
